import { type LiveEvent, liveEventSchema } from '@frontdesk/contracts';
import type { Logger } from 'pino';

/** What carries events between processes (the change feed's LISTEN/NOTIFY, decision 024). */
export interface LiveEventsTransport {
  broadcast(payload: string): Promise<void>;
  /** `undefined`: events may have been missed (the feed reconnected). */
  onBroadcast(listener: (payload: string | undefined) => void): void;
}

export type LiveListener = (event: LiveEvent) => void;

/**
 * Live events of conversations (a message written, a conversation claimed, someone typing), told
 * to every stream open on any process. A writer publishes only after its change committed, so a
 * reader never sees an event before its row (rule 14). Listeners are per organization: a stream
 * hears its own tenant's events and nothing else.
 */
export interface LiveEvents {
  publish(organizationId: string, event: LiveEvent): void;
  /** Returns the unsubscribe function: a closed stream must leave nothing behind. */
  subscribe(organizationId: string, listener: LiveListener): () => void;
  /**
   * Called with what this process publishes, never with what other processes told it: work done
   * once per event across the deployment (a webhook delivery, a job) hangs here.
   */
  observe(observer: (organizationId: string, event: LiveEvent) => void): void;
  /** How many listeners are open (metrics and leak tests). */
  listenerCount(): number;
}

/**
 * PostgreSQL's NOTIFY payload is limited to 8,000 bytes; a message of 4,000 characters of
 * three-byte text is larger. Such an event crosses processes without its content, marked, and the
 * receiving process reads the message itself once (not once per stream).
 */
const PAYLOAD_BYTES = 7_800;

export interface LiveEventsOptions {
  transport?: LiveEventsTransport;
  log: Logger;
  /** Reads a message whose content was too large to cross processes in the notification. */
  loadMessage?(
    organizationId: string,
    conversationId: string,
    messageId: string,
  ): Promise<Extract<LiveEvent, { type: 'message' }>['message'] | undefined>;
}

export function createLiveEvents(options: LiveEventsOptions): LiveEvents {
  const byOrganization = new Map<string, Set<LiveListener>>();
  const observers: ((organizationId: string, event: LiveEvent) => void)[] = [];
  let count = 0;

  const deliver = (organizationId: string, event: LiveEvent) => {
    const listeners = byOrganization.get(organizationId);
    if (!listeners) return;
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        options.log.warn({ err: error }, 'live event listener failed');
      }
    }
  };
  const deliverEverywhere = (event: LiveEvent) => {
    for (const organizationId of byOrganization.keys()) deliver(organizationId, event);
  };

  options.transport?.onBroadcast((payload) => {
    if (payload === undefined) return deliverEverywhere({ type: 'resync' });
    void receive(payload).catch((error) =>
      options.log.warn({ err: error }, 'live event from another process not delivered'),
    );
  });

  async function receive(payload: string) {
    const {
      o: organizationId,
      e: raw,
      big,
    } = JSON.parse(payload) as {
      o: string;
      e: unknown;
      big?: boolean;
    };
    // Nobody here listens to this organization: nothing to read or parse further.
    if (!byOrganization.has(organizationId)) return;
    const event = liveEventSchema.parse(raw);
    if (big && event.type === 'message') {
      const message = await options.loadMessage?.(
        organizationId,
        event.conversationId,
        event.message.id,
      );
      if (!message) return;
      deliver(organizationId, { ...event, message });
      return;
    }
    deliver(organizationId, event);
  }

  function crossProcess(organizationId: string, event: LiveEvent) {
    if (!options.transport) return;
    let payload = JSON.stringify({ o: organizationId, e: event });
    if (Buffer.byteLength(payload) > PAYLOAD_BYTES && event.type === 'message') {
      const slim = { ...event, message: { ...event.message, content: '' } };
      payload = JSON.stringify({ o: organizationId, e: slim, big: true });
    }
    options.transport
      .broadcast(payload)
      .catch((error) => options.log.warn({ err: error }, 'live event not told to other processes'));
  }

  return {
    publish(organizationId, event) {
      deliver(organizationId, event);
      crossProcess(organizationId, event);
      for (const observer of observers) {
        try {
          observer(organizationId, event);
        } catch (error) {
          options.log.warn({ err: error }, 'live event observer failed');
        }
      }
    },
    observe(observer) {
      observers.push(observer);
    },
    subscribe(organizationId, listener) {
      let listeners = byOrganization.get(organizationId);
      if (!listeners) {
        listeners = new Set();
        byOrganization.set(organizationId, listeners);
      }
      listeners.add(listener);
      count++;
      let open = true;
      return () => {
        if (!open) return;
        open = false;
        count--;
        listeners.delete(listener);
        if (listeners.size === 0 && byOrganization.get(organizationId) === listeners) {
          byOrganization.delete(organizationId);
        }
      };
    },
    listenerCount: () => count,
  };
}
