import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import { loggerOptions } from '../../src/platform/logger';

/** A logger configured as production's, writing each line into `lines`, for tests that read the log. */
export function createCapturingLogger(level = 'info'): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const logger = pino(
    loggerOptions(level),
    new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    }),
  );
  return { logger, lines };
}
