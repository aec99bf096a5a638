/**
 * How long `work` took, and the longest the event loop went without running a 5 ms timer while it
 * ran: what every other request on this thread would have waited for at worst. The gap that ends
 * with the work counts too, since work done on this thread leaves the timer no turn at all.
 */
export async function measureStall(
  work: () => Promise<unknown>,
): Promise<{ took: number; stall: number }> {
  let last = performance.now();
  let stall = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    stall = Math.max(stall, now - last);
    last = now;
  }, 5);
  const started = performance.now();
  try {
    await work();
  } finally {
    clearInterval(ticker);
  }
  const ended = performance.now();
  return { took: ended - started, stall: Math.max(stall, ended - last) };
}
