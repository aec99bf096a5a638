import { can, type InboxNotifications, type MemberRole } from '@frontdesk/contracts';
import type { Logger } from 'pino';
import type { HandoffStore } from '../../operator/conversations/handoff-store';
import type { Tenant } from '../../platform/auth/guard';
import type { Database } from '../../platform/db/client';
import { runAsTenant } from '../../platform/db/tenant-context';
import type { JobQueue } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail/mailer';
import { waitingMail } from './notifications.mails';
import * as store from './notifications.store';

/** How long a conversation waits unclaimed before the subscribed members are mailed (issue 24). */
export const WAITING_NOTIFY_AFTER_MS = 2 * 60_000;

export const WAITING_SWEEP_JOB = 'inbox-waiting-sweep';
/** How often the sweep looks: a mail goes out between 2 minutes and 2 minutes 30 of waiting. */
const SWEEP_EVERY_MS = 30_000;

/** Conversations one sweep mails about at most: one bounded statement; the next sweep goes on. */
const SWEEP_BATCH = 100;

/** A member as the team knows them (the team module answers it; this module reads no users). */
export interface MemberContact {
  id: string;
  name: string;
  email: string;
  role: MemberRole;
}

export interface NotificationsServiceDeps {
  db: Database;
  mailer: Mailer;
  log: Logger;
  appUrl: string;
  /** The operator's conversations: which wait unclaimed, and the mark that mails once. */
  waiting: Pick<HandoffStore, 'listWaitingToNotify' | 'markWaitingNotified'>;
  membersOf(organizationId: string): Promise<MemberContact[]>;
  organizationNameOf(organizationId: string): Promise<string>;
  /** How long a conversation waits before the mail; 2 minutes unless a test says otherwise. */
  waitingNotifyAfterMs?: number;
}

/** Members' choice to be mailed about waiting customers, and the sweep that mails them. */
export function createNotificationsService(deps: NotificationsServiceDeps) {
  const { db, mailer, log, waiting } = deps;
  const delayMs = deps.waitingNotifyAfterMs ?? WAITING_NOTIFY_AFTER_MS;

  async function notifyWaiting(organizationId: string, conversationId: string, before: Date) {
    // Marked before mailing: of two sweeps (two processes) that read the same row, exactly one
    // wins the mark and mails; a process that dies after it loses that mail, never doubles it.
    if (!(await waiting.markWaitingNotified(organizationId, conversationId, before))) return;
    const subscribers = new Set(await store.listSubscribers(db, organizationId));
    if (subscribers.size === 0) return;
    const [members, organizationName] = await Promise.all([
      deps.membersOf(organizationId),
      deps.organizationNameOf(organizationId),
    ]);
    // A member who left, or whose role no longer reads the inbox, is not mailed about it.
    const recipients = members.filter(
      (member) => subscribers.has(member.id) && can(member.role, 'inbox.read'),
    );
    const link = `${deps.appUrl}/dashboard/inbox?conversation=${encodeURIComponent(conversationId)}`;
    for (const member of recipients) {
      await mailer.send(
        waitingMail({ to: member.email, name: member.name, organizationName, link }),
      );
    }
    log.info(
      { organizationId, conversationId, recipients: recipients.length },
      'members told of a waiting conversation',
    );
  }

  return {
    async get(tenant: Tenant): Promise<InboxNotifications> {
      return { email: await store.isSubscribed(db, tenant.organizationId, tenant.userId) };
    },

    async save(tenant: Tenant, choice: InboxNotifications): Promise<InboxNotifications> {
      if (choice.email) await store.subscribe(db, tenant.organizationId, tenant.userId);
      else await store.unsubscribe(db, tenant.organizationId, tenant.userId);
      return { email: choice.email };
    },

    /**
     * Mails the subscribed members about each conversation that has waited unclaimed longer than
     * the delay, once per handoff (a new handoff clears the mark). Runs as a scheduled job.
     */
    async sweep(): Promise<void> {
      const before = new Date(Date.now() - delayMs);
      const due = await waiting.listWaitingToNotify(before, SWEEP_BATCH);
      for (const { organizationId, id } of due) {
        try {
          // Each conversation's work as its organization's tenant (decision 016).
          await runAsTenant(organizationId, () => notifyWaiting(organizationId, id, before));
        } catch (error) {
          log.warn({ err: error, organizationId, conversationId: id }, 'waiting mail not sent');
        }
      }
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/**
 * The sweep as a job on a schedule: once per interval for the whole deployment, however many
 * processes (the job queue has no delayed add; a sweep also survives a restart, a timer would not).
 */
export function scheduleWaitingSweep(jobs: JobQueue, sweep: () => Promise<void>) {
  jobs.define(WAITING_SWEEP_JOB, { run: sweep });
  void jobs.every(WAITING_SWEEP_JOB, SWEEP_EVERY_MS);
}

/** Waits tests shorten (handed in by whoever builds the app; the defaults are the product's). */
export interface NotificationTimings {
  /** Before the waiting mail; 2 minutes by default. */
  waitingNotifyAfterMs?: number;
  /** Before a webhook delivery's first retry; 2 seconds by default. */
  webhookBackoffMs?: number;
}
