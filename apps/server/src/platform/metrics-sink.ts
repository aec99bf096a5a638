/**
 * What the operator reports about its own work, in seconds and a few fixed outcomes. It is an
 * interface so the engine never depends on the metrics library: the platform's Prometheus registry
 * (metrics.ts) implements it, and tests or tools that do not care pass `noOperatorMetrics`.
 */
export interface OperatorMetrics {
  /** A whole turn, from opening the conversation to the stored reply. */
  turn(seconds: number, labels: { channel: string; outcome: 'answered' | 'unavailable' }): void;
  /** One knowledge search. */
  retrieval(seconds: number, labels: { mode: string; outcome: 'ok' | 'error' }): void;
  /** One model run (all its steps and retries); `cancelled` is a client that left. */
  model(
    seconds: number,
    labels: { provider: string; outcome: 'ok' | 'error' | 'timeout' | 'cancelled' },
  ): void;
  /** One tool call, with the outcome stored for it (ok, error, timeout, blocked, ...). */
  tool(seconds: number, labels: { outcome: string }): void;
}

export const noOperatorMetrics: OperatorMetrics = {
  turn() {},
  retrieval() {},
  model() {},
  tool() {},
};

const secondsSince = (startedAt: number) => (performance.now() - startedAt) / 1000;

/** Runs `work` and reports how long it took and whether it threw; the result or error passes on. */
export async function timed<T>(
  work: () => Promise<T>,
  report: (seconds: number, outcome: 'ok' | 'error') => void,
): Promise<T> {
  const startedAt = performance.now();
  try {
    const result = await work();
    report(secondsSince(startedAt), 'ok');
    return result;
  } catch (error) {
    report(secondsSince(startedAt), 'error');
    throw error;
  }
}
