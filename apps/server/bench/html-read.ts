/**
 * What reading an HTML page holds the server's event loop for: the same pages read on the
 * server's thread (`htmlToText`, as before the worker) and through `readHtml` (a worker thread
 * past 4 KB), side by side in one run, alternated. A timer every 5 ms records the longest stall.
 *
 *   npx tsx bench/html-read.ts [rounds]
 */
import { readHtml } from '../src/modules/knowledge-sources/html-reader';
import { htmlToText, MAX_HTML_BYTES } from '../src/modules/knowledge-sources/html-text';
import { measureStall } from '../test/support/event-loop-stall';

const rounds = Number(process.argv[2] ?? 3);

function page(bytes: number): string {
  const blocks: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const block = `<section><h2>Room ${i}</h2><p>Room ${i} sleeps ${1 + (i % 4)} and costs $${80 + (i % 120)} a night. <a href="/rooms/${i}">See it</a></p><ul><li>Breakfast included</li><li>Late check-out on request</li></ul></section>`;
    blocks.push(block);
    size += block.length;
  }
  return `<html><head><title>Rooms</title></head><body><main>${blocks.join('')}</main></body></html>`;
}

const base = new URL('https://inn.example/rooms');
const sizes = [3_000, 15_000, 50_000, 500_000, MAX_HTML_BYTES - 10_000];
await readHtml(page(200_000), base); // the worker's start is not measured
const rows: string[] = [];
for (const bytes of sizes) {
  const html = page(bytes);
  type Run = { took: number; stall: number };
  const results: Record<'thread' | 'worker', Run[]> = { thread: [], worker: [] };
  for (let round = 0; round < rounds; round++) {
    results.thread.push(await measureStall(async () => htmlToText(html, base)));
    results.worker.push(await measureStall(() => readHtml(html, base)));
  }
  for (const [way, runs] of Object.entries(results)) {
    const median = (values: number[]) =>
      values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    rows.push(
      `| ${Math.round(Buffer.byteLength(html) / 1024)} KB | ${way === 'thread' ? "server's thread (before)" : 'readHtml'} | ${median(runs.map((r) => r.took)).toFixed(0)} ms | ${median(runs.map((r) => r.stall)).toFixed(0)} ms |`,
    );
  }
}
console.log('| page | read on | read in (median) | longest stall (median) |');
console.log('|---|---|---|---|');
for (const row of rows) console.log(row);
process.exit(0);
