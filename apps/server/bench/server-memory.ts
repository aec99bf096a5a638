/**
 * A server process's memory after a full collection, read without an inspector: the process is
 * started with `env` (bench/force-gc.mjs preloaded), and on SIGUSR2 it collects and writes
 * process.memoryUsage() to a file of `dir`.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ProcessMemory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

function readReport(file: string): (ProcessMemory & { report: number }) | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined; // none written yet
  }
}

/** A process's resident memory now, in bytes, without a collection (Linux /proc). */
export const residentBytes = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024;

export function memoryProbe(dir: string) {
  const file = path.join(dir, 'memory-report.json');
  const probe = {
    /** The variables the process is started with. */
    env: {
      NODE_OPTIONS: `--expose-gc --import ${new URL('./force-gc.mjs', import.meta.url).href}`,
      MEMORY_REPORT_FILE: file,
    },
    /** Asks the process to collect its garbage, and answers its memory then. */
    async measure(child: ChildProcess): Promise<ProcessMemory> {
      const before = readReport(file)?.report ?? 0;
      child.kill('SIGUSR2');
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const report = readReport(file);
        if (report && report.report > before) return report;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('the process did not report its memory (was it started with the probe?)');
    },
    /**
     * The same once what a collection frees has been given back: V8 returns its pages to the
     * system as it goes on, so the second of two readings a second apart is taken.
     */
    async settled(child: ChildProcess): Promise<ProcessMemory> {
      await sleep(1000);
      await probe.measure(child);
      await sleep(1000);
      return probe.measure(child);
    },
  };
  return probe;
}
