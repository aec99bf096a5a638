import type { CreatedApiKey, createApiKeySchema, ListedApiKey } from '@frontdesk/contracts';
import type { z } from 'zod';
import type { ChangeFeed } from '../../platform/db/change-feed';
import type { Database } from '../../platform/db/client';
import { changeTopic, createReadCache } from '../../platform/db/read-cache';
import { AppError } from '../../platform/errors';
import * as store from './api-keys.store';

const AREA = 'api-keys';

/** Public API keys of an organization; also how a customer's call finds its key. */
export function createApiKeysService(db: Database, changes: ChangeFeed) {
  // Every public call presents its key: the row is kept in memory until any process changes the
  // organization's keys (docs/decisions/014-turn-speed.md).
  const keys = createReadCache<store.ApiKeyRow>(changes, {
    area: AREA,
    organizationOf: (_key, row) => row.organizationId,
  });

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

    /** Refused by every server process as soon as this answers. */
    async remove(organizationId: string, id: string): Promise<void> {
      const deleted = await changes.write(changeTopic(AREA, organizationId), (tx) =>
        store.deleteApiKey(tx, organizationId, id),
      );
      if (!deleted) {
        throw new AppError('not_found', 'API key not found.');
      }
    },

    count: (organizationId: string) => store.countApiKeys(db, organizationId),

    /** Looked up on every public call; a deleted key stops working at once, in every process. */
    findByKey: (key: string) => keys.get(key, () => store.findApiKey(db, key)),
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
