import {
  IDENTITY_SECRET_PREFIX,
  type VisitorIdentity,
  type WidgetSettings,
} from '@frontdesk/contracts';
import {
  decryptSecret,
  encryptSecret,
  hmacHex,
  randomToken,
  type SealingKeys,
  safeEqualHex,
} from '../../platform/crypto';
import type { ChangeFeed } from '../../platform/db/change-feed';
import type { Database } from '../../platform/db/client';
import { changeTopic, createReadCache } from '../../platform/db/read-cache';
import { AppError } from '../../platform/errors';
import * as store from './widget.store';

const AREA = 'widget-settings';

/** A visitor the site vouched for: what a conversation records. */
export interface VerifiedVisitor {
  id: string;
  name?: string;
  email?: string;
}

/** How an organization treats the visitors of its widget, read once per customer turn. */
export interface VisitorPolicy {
  /**
   * The verified visitor for a presented identity, or undefined for an anonymous one; throws 401
   * for a wrong hash, or for an anonymous visitor when verified visitors are required.
   */
  verify(user: VisitorIdentity | undefined): VerifiedVisitor | undefined;
}

const toView = (row: store.WidgetSettingsRow | undefined): WidgetSettings => ({
  hasIdentitySecret: Boolean(row?.sealedIdentitySecret),
  requireVerifiedVisitors: row?.requireVerifiedVisitors ?? false,
  showSources: row?.showSources ?? false,
});

/** Where a sealed identity secret belongs: copied to another organization, it does not open. */
const sealingContext = (organizationId: string) => ['widget-identity-secret', organizationId];

/** The widget's identity secret (rotatable, shown once) and who may chat. */
export function createWidgetService(deps: {
  db: Database;
  sealingKeys: SealingKeys;
  changes: ChangeFeed;
}) {
  const { db, sealingKeys, changes } = deps;
  // Read on every customer turn; kept in memory until any process saves the settings (decision
  // 014). Most organizations have no row: that answer is kept too.
  const settingsForTurn = createReadCache<{ row: store.WidgetSettingsRow | undefined }>(changes, {
    area: AREA,
    organizationOf: (organizationId) => organizationId,
  });
  const save = (organizationId: string, values: Parameters<typeof store.saveWidgetSettings>[2]) =>
    changes.write(changeTopic(AREA, organizationId), (tx) =>
      store.saveWidgetSettings(tx, organizationId, values),
    );

  /** The secret, or undefined when none was made or it was sealed under another key or elsewhere. */
  const openSecret = (organizationId: string, sealed: string | null) => {
    try {
      return sealed
        ? decryptSecret(sealed, sealingKeys, sealingContext(organizationId))
        : undefined;
    } catch {
      return undefined;
    }
  };

  /** The settings as customers' calls read them: from the cache, the database once. */
  const rowForTurn = async (organizationId: string) =>
    (await settingsForTurn.get(organizationId, async () => ({
      row: await store.findWidgetSettings(db, organizationId),
    })))!.row;

  return {
    get: async (organizationId: string) =>
      toView(await store.findWidgetSettings(db, organizationId)),

    update: async (
      organizationId: string,
      values: { requireVerifiedVisitors?: boolean; showSources?: boolean },
    ) => toView(await save(organizationId, values)),

    /** A new secret replaces the old one at once: hashes made with the old one stop working. */
    async rotateSecret(organizationId: string): Promise<{ identitySecret: string }> {
      const identitySecret = `${IDENTITY_SECRET_PREFIX}${randomToken(32)}`;
      await save(organizationId, {
        sealedIdentitySecret: encryptSecret(
          identitySecret,
          sealingKeys,
          sealingContext(organizationId),
        ),
      });
      return { identitySecret };
    },

    /** 'Show sources': the widget lists each answer's sources (read on every widget lookup). */
    showSourcesOf: async (organizationId: string) =>
      (await rowForTurn(organizationId))?.showSources ?? false,

    async policyOf(organizationId: string): Promise<VisitorPolicy> {
      const row = await rowForTurn(organizationId);
      return {
        verify(user) {
          if (!user) {
            if (row?.requireVerifiedVisitors) {
              throw new AppError('unauthorized', 'This chat is only for signed-in users.');
            }
            return undefined;
          }
          const secret = openSecret(organizationId, row?.sealedIdentitySecret ?? null);
          const expected = secret && hmacHex(Buffer.from(secret), user.id);
          if (!expected || !safeEqualHex(expected, user.hash.toLowerCase())) {
            throw new AppError('unauthorized', 'The identity hash is not valid.');
          }
          return { id: user.id, name: user.name, email: user.email };
        },
      };
    },
  };
}

export type WidgetService = ReturnType<typeof createWidgetService>;
