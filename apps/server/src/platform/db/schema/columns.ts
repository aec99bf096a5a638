import { customType, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Postgres full-text vector; Drizzle has no built-in type for it. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
