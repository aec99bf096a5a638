import type { CreatedApiKey, createApiKeySchema, ListedApiKey } from '@frontdesk/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import * as store from './api-keys.store';

/** Public API keys of an organization; also how a customer's call finds its key. */
export function createApiKeysService(db: Database) {
  return {
    list: (organizationId: string): Promise<ListedApiKey[]> =>
      store.listApiKeys(db, organizationId),

    create(
      organizationId: string,
      input: z.infer<typeof createApiKeySchema>,
    ): Promise<CreatedApiKey> {
      return store.insertApiKey(db, organizationId, {
        name: input.name,
        description: input.description ?? '',
        // Origins compare case-insensitively, as browsers send them.
        allowedOrigins: [...new Set(input.allowedOrigins.map((origin) => origin.toLowerCase()))],
      });
    },

    async remove(organizationId: string, id: string): Promise<void> {
      if (!(await store.deleteApiKey(db, organizationId, id))) {
        throw new AppError('not_found', 'API key not found.');
      }
    },

    count: (organizationId: string) => store.countApiKeys(db, organizationId),

    /** Looked up on every public call, so a deleted key stops working at once. */
    findByKey: (key: string) => store.findApiKey(db, key),
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
