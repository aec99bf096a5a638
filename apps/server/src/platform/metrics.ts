import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { OperatorMetrics } from './metrics-sink';

/** A queue whose waiting jobs are counted at each scrape (in process, or BullMQ on Redis). */
export interface QueueDepthSource {
  name: string;
  depth(): number | Promise<number>;
}

/** A database pool's use at this moment (node-postgres; PGlite has no pool). */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

export interface Metrics {
  /** Handed to the operator: turn, retrieval, model and tool timings. */
  operator: OperatorMetrics;
  httpRequest(labels: { method: string; route: string; status: string }, seconds: number): void;
  /** Adds a queue to `frontdesk_queue_depth`, read when Prometheus scrapes. */
  registerQueue(source: QueueDepthSource): void;
  jobFailed(queue: string): void;
  /** Reads the pool's use at each scrape. */
  registerDatabasePool(use: () => PoolUse): void;
  /**
   * Feeds `frontdesk_rate_limit_fallbacks_total` from the shared limit store's own count of
   * decisions it took in process because Redis did not answer.
   */
  registerRateLimitFallbacks(count: () => number): void;
  contentType: string;
  /** The exposition text for GET /metrics. */
  render(): Promise<string>;
}

const SLOW_WORK_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60];
const FAST_WORK_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * One Prometheus registry per application (never the library's global one, so two apps in one
 * process do not mix), with the process's own metrics (CPU, RSS, event-loop lag, GC) included.
 */
export function createMetrics(): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const httpLabels = ['method', 'route', 'status'] as const;
  const httpRequests = new Counter({
    name: 'frontdesk_http_requests_total',
    help: 'HTTP requests answered, by route template (never the raw URL) and status',
    labelNames: httpLabels,
    registers,
  });
  const histogram = <Label extends string>(
    name: string,
    help: string,
    labelNames: readonly Label[],
    buckets: number[],
  ) => new Histogram<Label>({ name, help, labelNames, buckets, registers });
  const httpDuration = histogram(
    'frontdesk_http_request_duration_seconds',
    'Time from receiving a request to the end of its answer (a whole stream for events)',
    httpLabels,
    HTTP_BUCKETS,
  );
  const turns = histogram(
    'frontdesk_turn_duration_seconds',
    'One operator turn, from opening the conversation to the stored reply',
    ['channel', 'outcome'],
    SLOW_WORK_BUCKETS,
  );
  const retrieval = histogram(
    'frontdesk_retrieval_duration_seconds',
    'One knowledge search (outcome="error" counts failures)',
    ['mode', 'outcome'],
    FAST_WORK_BUCKETS,
  );
  const model = histogram(
    'frontdesk_model_duration_seconds',
    'One model run with its steps and retry (outcome error or timeout counts failures)',
    ['provider', 'outcome'],
    SLOW_WORK_BUCKETS,
  );
  const tool = histogram(
    'frontdesk_tool_duration_seconds',
    'One tool call (outcome other than ok counts failures)',
    ['outcome'],
    SLOW_WORK_BUCKETS,
  );

  const queues: QueueDepthSource[] = [];
  new Gauge({
    name: 'frontdesk_queue_depth',
    help: 'Jobs waiting in each background queue',
    labelNames: ['queue'],
    registers,
    async collect() {
      this.reset();
      for (const queue of queues) this.set({ queue: queue.name }, await queue.depth());
    },
  });
  const jobFailures = new Counter({
    name: 'frontdesk_queue_jobs_failed_total',
    help: 'Background jobs that failed (each attempt)',
    labelNames: ['queue'],
    registers,
  });

  let poolUse: (() => PoolUse) | undefined;
  const poolGauge = (name: string, help: string, read: (use: PoolUse) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        if (poolUse) this.set(read(poolUse()));
      },
    });
  poolGauge('frontdesk_db_pool_connections', 'Open PostgreSQL connections', (u) => u.total);
  poolGauge('frontdesk_db_pool_idle_connections', 'Open connections not in use', (u) => u.idle);
  poolGauge(
    'frontdesk_db_pool_waiting_queries',
    'Queries waiting for a free connection (above zero: the pool is the bottleneck)',
    (u) => u.waiting,
  );

  let fallbacksSeen = 0;
  let fallbackCount: (() => number) | undefined;
  new Counter({
    name: 'frontdesk_rate_limit_fallbacks_total',
    help: 'Rate-limit decisions taken in process because Redis did not answer',
    registers,
    collect() {
      const now = fallbackCount?.() ?? 0;
      if (now > fallbacksSeen) this.inc(now - fallbacksSeen);
      fallbacksSeen = Math.max(fallbacksSeen, now);
    },
  });

  return {
    operator: {
      turn: (seconds, labels) => turns.observe(labels, seconds),
      retrieval: (seconds, labels) => retrieval.observe(labels, seconds),
      model: (seconds, labels) => model.observe(labels, seconds),
      tool: (seconds, labels) => tool.observe(labels, seconds),
    },
    httpRequest(labels, seconds) {
      httpRequests.inc(labels);
      httpDuration.observe(labels, seconds);
    },
    registerQueue: (source) => queues.push(source),
    jobFailed: (queue) => jobFailures.inc({ queue }),
    registerDatabasePool(use) {
      poolUse = use;
    },
    registerRateLimitFallbacks(count) {
      fallbackCount = count;
    },
    contentType: registry.contentType,
    render: () => registry.metrics(),
  };
}
