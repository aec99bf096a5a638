import { createHmac, randomUUID } from 'node:crypto';
import type { LiveEvent, LiveMessage, WebhookEvent } from '@frontdesk/contracts';
import type { Logger } from 'pino';
import { sendToolRequest } from '../../operator/tools/http-runner';
import type { DestinationPolicy, Resolver } from '../../operator/tools/ssrf-guard';
import type { JobQueue } from '../../platform/jobs';
import type { LiveEvents } from '../../platform/live-events';

export const WEBHOOK_JOB = 'webhook-delivery';
/** A receiver that does not answer within this is retried like one that failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Tries in all: the waits between them are 2, 4, 8 and 16 seconds (the job queue's back-off). */
export const WEBHOOK_ATTEMPTS = 5;
export const WEBHOOK_BACKOFF_MS = 2_000;
/** The receiver's answer is not used: only its status counts, so little of the body is read. */
const RESPONSE_BYTES = 1024;

/**
 * What a delivery job carries: references, never a message's text nor the secret. The job may
 * wait in Redis between tries; the message, the URL and the key are read when it runs.
 */
interface DeliveryJob {
  id: string;
  type: WebhookEvent;
  createdAt: string;
  organizationId: string;
  conversationId: string;
  status?: 'waiting' | 'resolved';
  assigneeId?: string | null;
  messageId?: string;
}

export interface WebhooksDeps {
  jobs: JobQueue;
  live: LiveEvents;
  log: Logger;
  /** Where the organization's events go and the key they are signed with (handoff settings). */
  webhookOf(organizationId: string): Promise<{ url: string; secret: string } | undefined>;
  messageOf(
    organizationId: string,
    conversationId: string,
    messageId: string,
  ): Promise<LiveMessage | undefined>;
  /** The tools' destination policy (TOOL_ALLOWED_HOSTS): a webhook is an outgoing call too. */
  policy: DestinationPolicy;
  resolve?: Resolver;
  timeoutMs?: number;
  /** The first retry's wait; tests make it short. */
  backoffMs?: number;
}

/** `sha256=` and the hex HMAC-SHA256 of `${timestamp}.${body}` under the organization's secret. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The webhook event a live event is, if any: notes and typing never leave the team. */
function deliveryOf(organizationId: string, event: LiveEvent): DeliveryJob | undefined {
  const base = { id: randomUUID(), createdAt: new Date().toISOString(), organizationId };
  if (event.type === 'status' && (event.status === 'waiting' || event.status === 'resolved')) {
    return {
      ...base,
      type: event.status === 'waiting' ? 'conversation.waiting' : 'conversation.resolved',
      conversationId: event.conversationId,
      status: event.status,
      assigneeId: event.assigneeId,
    };
  }
  if (
    event.type === 'message' &&
    event.message.role !== 'note' &&
    event.message.sender !== 'note'
  ) {
    return {
      ...base,
      type: 'message.created',
      conversationId: event.conversationId,
      messageId: event.message.id,
    };
  }
  return undefined;
}

/**
 * Outgoing webhooks (decision 024): each event this process publishes becomes one signed POST to
 * the organization's URL, delivered by a job that retries with back-off. Hung on `observe`, which
 * sees only this process's own publishes, so a deployment of several processes delivers once.
 */
export function startWebhooks(deps: WebhooksDeps) {
  const { jobs, log } = deps;
  const timeoutMs = deps.timeoutMs ?? WEBHOOK_TIMEOUT_MS;

  async function dataOf(job: DeliveryJob): Promise<Record<string, unknown> | undefined> {
    if (!job.messageId) {
      return { conversationId: job.conversationId, status: job.status, assigneeId: job.assigneeId };
    }
    const message = await deps.messageOf(job.organizationId, job.conversationId, job.messageId);
    // Deleted since (the conversation with it): nothing left to tell.
    return message && { conversationId: job.conversationId, message };
  }

  async function deliver(job: DeliveryJob) {
    const webhook = await deps.webhookOf(job.organizationId);
    if (!webhook) return; // Removed since the event: the organization no longer wants it.
    const data = await dataOf(job);
    if (!data) return;
    const { id, type, createdAt, organizationId } = job;
    const payload = { id, type, createdAt, organizationId, data };
    // The tools' client sends JSON.stringify of `arguments`: the same text as signed here.
    const body = JSON.stringify(payload);
    const timestamp = Math.floor(Date.now() / 1000).toString();
    const result = await sendToolRequest(
      {
        endpoint: webhook.url,
        method: 'POST',
        arguments: payload,
        authHeaders: {
          'user-agent': 'Frontdesk-Webhooks/1.0',
          'x-frontdesk-event': type,
          'x-frontdesk-delivery': id,
          'x-frontdesk-timestamp': timestamp,
          'x-frontdesk-signature': webhookSignature(webhook.secret, timestamp, body),
        },
      },
      { timeoutMs, maxResponseBytes: RESPONSE_BYTES, policy: deps.policy, resolve: deps.resolve },
    );
    if (result.outcome === 'ok') return;
    // Never the URL (a chat service's webhook URL is itself a secret) nor what was sent.
    const about = { organizationId, delivery: id, event: type, reason: result.reason };
    if (result.outcome === 'blocked') {
      // The address is refused by policy: trying again cannot help.
      log.warn(about, 'webhook destination refused');
      return;
    }
    throw new Error(`webhook delivery failed: ${result.reason ?? result.outcome}`);
  }

  jobs.define<DeliveryJob>(WEBHOOK_JOB, {
    attempts: WEBHOOK_ATTEMPTS,
    backoffMs: deps.backoffMs ?? WEBHOOK_BACKOFF_MS,
    run: deliver,
  });

  async function enqueue(job: DeliveryJob) {
    // Most organizations have no webhook: no job for them (the settings are read from memory).
    if (!(await deps.webhookOf(job.organizationId))) return;
    await jobs.add(WEBHOOK_JOB, job, { jobId: job.id });
  }

  deps.live.observe((organizationId, event) => {
    const job = deliveryOf(organizationId, event);
    if (!job) return;
    enqueue(job).catch((error) =>
      log.warn({ err: error, organizationId, event: job.type }, 'webhook delivery not queued'),
    );
  });
}
