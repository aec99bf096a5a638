import {
  defaultHandoffSettings,
  type HandoffSettings,
  type HandoffSettingsResponse,
  handoffSettingsSchema,
} from '@frontdesk/contracts';
import { decryptSecret, encryptSecret, randomToken, type SealingKeys } from '../../platform/crypto';
import type { ChangeFeed } from '../../platform/db/change-feed';
import type { Database } from '../../platform/db/client';
import { changeTopic, createReadCache } from '../../platform/db/read-cache';
import * as store from './handoff.store';

const AREA = 'handoff-settings';

/** Where a sealed webhook secret belongs: copied to another organization, it does not open. */
const sealingContext = (organizationId: string) => ['handoff-webhook-secret', organizationId];

/**
 * The stored settings over the defaults: a row written before a field existed still reads whole,
 * and one that no longer parses (edited by hand) falls back to the defaults rather than failing
 * every turn of the organization.
 */
function settingsOf(row: store.HandoffSettingsRow | undefined): HandoffSettings {
  if (!row) return defaultHandoffSettings;
  const merged = {
    ...defaultHandoffSettings,
    ...row.settings,
    triggers: { ...defaultHandoffSettings.triggers, ...row.settings.triggers },
  };
  const parsed = handoffSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : defaultHandoffSettings;
}

/** When a person takes over from the operator, what the customer is told, and the webhook. */
export function createHandoffService(deps: {
  db: Database;
  sealingKeys: SealingKeys;
  changes: ChangeFeed;
}) {
  const { db, sealingKeys, changes } = deps;
  // Every customer turn reads them; a save is used by the next turn in every process.
  const forTurns = createReadCache<{ row: store.HandoffSettingsRow | undefined }>(changes, {
    area: AREA,
    organizationOf: (organizationId) => organizationId,
  });
  const read = async (organizationId: string) =>
    (await forTurns.get(organizationId, async () => ({
      row: await store.findHandoffSettings(db, organizationId),
    })))!.row;

  const secretOf = (organizationId: string, row: store.HandoffSettingsRow | undefined) =>
    row?.sealedWebhookSecret
      ? decryptSecret(row.sealedWebhookSecret, sealingKeys, sealingContext(organizationId))
      : null;

  return {
    async get(organizationId: string): Promise<HandoffSettingsResponse> {
      const row = await store.findHandoffSettings(db, organizationId);
      return { ...settingsOf(row), webhookSecret: secretOf(organizationId, row) };
    },

    async save(
      organizationId: string,
      settings: HandoffSettings,
    ): Promise<HandoffSettingsResponse> {
      const row = await store.findHandoffSettings(db, organizationId);
      // The signing key is made when a webhook is first set, and kept when the URL changes.
      const sealed =
        row?.sealedWebhookSecret ??
        (settings.webhookUrl
          ? encryptSecret(`whsec_${randomToken(24)}`, sealingKeys, sealingContext(organizationId))
          : null);
      const saved = await changes.write(changeTopic(AREA, organizationId), (tx) =>
        store.saveHandoffSettings(tx, organizationId, { settings, sealedWebhookSecret: sealed }),
      );
      return { ...settingsOf(saved), webhookSecret: secretOf(organizationId, saved) };
    },

    /** What a turn runs with: the saved settings over the defaults. */
    forTurn: async (organizationId: string): Promise<HandoffSettings> =>
      settingsOf(await read(organizationId)),

    /** Where events are posted and the key they are signed with; undefined without a webhook. */
    async webhookOf(organizationId: string): Promise<{ url: string; secret: string } | undefined> {
      const row = await read(organizationId);
      const url = settingsOf(row).webhookUrl;
      const secret = secretOf(organizationId, row);
      return url && secret ? { url, secret } : undefined;
    },
  };
}

export type HandoffService = ReturnType<typeof createHandoffService>;
