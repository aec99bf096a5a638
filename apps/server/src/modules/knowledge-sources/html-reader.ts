import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { htmlToText, NestedTooDeeplyError, type PageText } from './html-text';
import type { HtmlJob, HtmlJobResult } from './html-worker';

/**
 * Pages read off the server's own thread (decision 026): a crawled page or an uploaded HTML file
 * of up to `MAX_HTML_BYTES` (2 MB) took about 0.45 s of parsing, during which no turn of any
 * tenant was answered. A page larger than `INLINE_BYTES` is read by one worker thread, one page at
 * a time; a page of a few kilobytes is read at once, where a message to the thread would cost
 * about what its parse does (dense markup took 20 to 35 ms to parse at 15 KB and 30 to 70 ms at
 * 50 KB here, against a stall of about 10 ms waiting for the thread; bench/html-read.ts).
 */
export const INLINE_BYTES = 4 * 1024;
/** A page the worker has not read by then is given up, and the worker with it (a new one follows). */
export const READ_TIMEOUT_MS = 20_000;
/** An idle worker ends after this long: a sync comes now and then, not all the time. */
const IDLE_MS = 30_000;

export class HtmlReadTimeoutError extends Error {
  constructor() {
    super('took too long to read');
  }
}

interface Pending {
  resolve(page: PageText): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * The worker's script: the built one beside the bundle (`dist/html-worker.js`, its own entry in
 * scripts/build.mjs), or, when the server runs from its sources (tsx, the tests), a small module
 * that loads the TypeScript source through tsx. `import.meta.filename` is the running file's own
 * path in both, where `import.meta.url` is rewritten to the source's by the build.
 */
function workerScript(): string {
  const running = import.meta.filename ?? fileURLToPath(import.meta.url);
  const directory = path.dirname(running);
  return path.join(
    directory,
    running.endsWith('.ts') ? 'html-worker-source.mjs' : 'html-worker.js',
  );
}

let worker: Worker | undefined;
let idle: NodeJS.Timeout | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function stopWorker(reason: Error) {
  const stopped = worker;
  worker = undefined;
  clearTimeout(idle);
  for (const [id, job] of pending) {
    clearTimeout(job.timer);
    job.reject(reason);
    pending.delete(id);
  }
  void stopped?.terminate();
}

function settle(result: HtmlJobResult) {
  const job = pending.get(result.id);
  if (!job) return;
  pending.delete(result.id);
  clearTimeout(job.timer);
  if ('error' in result) {
    job.reject(
      result.error === 'nested' ? new NestedTooDeeplyError() : new Error('unreadable HTML'),
    );
  } else {
    job.resolve({
      title: result.title,
      text: result.text,
      links: result.links.map((link) => new URL(link)),
    });
  }
  if (pending.size === 0 && worker) {
    clearTimeout(idle);
    idle = setTimeout(() => stopWorker(new Error('stopped')), IDLE_MS).unref();
  }
}

function startedWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(workerScript());
  // The thread never keeps the process alive: a server stopping does not wait for a page.
  started.unref();
  started.on('message', settle);
  started.on('error', () => {
    if (worker === started) stopWorker(new Error('unreadable HTML'));
  });
  started.on('exit', () => {
    if (worker === started) stopWorker(new Error('unreadable HTML'));
  });
  worker = started;
  return started;
}

/**
 * A page's main content as text (see `htmlToText`), read off the server's thread when it is
 * large. Rejects with `NestedTooDeeplyError` as `htmlToText` throws it, and with
 * `HtmlReadTimeoutError` when the page is not read within `READ_TIMEOUT_MS`.
 */
export function readHtml(html: string, base?: URL): Promise<PageText> {
  if (Buffer.byteLength(html) <= INLINE_BYTES) {
    try {
      return Promise.resolve(htmlToText(html, base));
    } catch (error) {
      return Promise.reject(error);
    }
  }
  return new Promise((resolve, reject) => {
    const id = nextId++;
    const timer = setTimeout(() => stopWorker(new HtmlReadTimeoutError()), READ_TIMEOUT_MS);
    timer.unref();
    pending.set(id, { resolve, reject, timer });
    clearTimeout(idle);
    const job: HtmlJob = { id, html, ...(base ? { base: base.href } : {}) };
    startedWorker().postMessage(job);
  });
}
