/**
 * Loaded into a server process to read its memory after a full collection, with no inspector
 * (bench/server-memory.ts starts processes with it and reads what it writes):
 *
 *   MEMORY_REPORT_FILE=<file> NODE_OPTIONS="--expose-gc --import <this file's URL>" node ...
 *
 * On SIGUSR2 (which Node would otherwise treat as fatal, and the server does not use) the process
 * collects twice (a second pass frees what the first one's finalizers released) and writes
 * process.memoryUsage() (bytes) with a sequence number to the file, whole (a rename), so a reader
 * never sees half of it. After a load has ended, what memory is still held is then what the load
 * left behind, not garbage waiting for a collection.
 */
import { renameSync, writeFileSync } from 'node:fs';

const file = process.env.MEMORY_REPORT_FILE;
let reports = 0;

if (file) {
  process.on('SIGUSR2', () => {
    globalThis.gc?.();
    globalThis.gc?.();
    reports += 1;
    writeFileSync(`${file}.tmp`, JSON.stringify({ report: reports, ...process.memoryUsage() }));
    renameSync(`${file}.tmp`, file);
  });
}
