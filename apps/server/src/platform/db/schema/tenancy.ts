import { uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

/** The organization_id column every tenant-owned table carries. */
export const organizationId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });
