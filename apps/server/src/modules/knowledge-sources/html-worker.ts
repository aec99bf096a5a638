import { parentPort } from 'node:worker_threads';
import { htmlToText, NestedTooDeeplyError } from './html-text';

/**
 * The thread that reads large pages (html-reader.ts): parsing a page of 2 MB takes about half a
 * second of the CPU, which on the server's own thread would hold every tenant's turns that long.
 * It reads one page at a time, in the order they come.
 */
export interface HtmlJob {
  id: number;
  html: string;
  base?: string;
}

export type HtmlJobResult =
  | { id: number; title: string | null; text: string; links: string[] }
  | { id: number; error: 'nested' | 'unreadable' };

parentPort?.on('message', ({ id, html, base }: HtmlJob) => {
  let result: HtmlJobResult;
  try {
    const page = htmlToText(html, base ? new URL(base) : undefined);
    result = { id, title: page.title, text: page.text, links: page.links.map(String) };
  } catch (error) {
    result = { id, error: error instanceof NestedTooDeeplyError ? 'nested' : 'unreadable' };
  }
  parentPort?.postMessage(result);
});
