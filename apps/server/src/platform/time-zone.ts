import type { FastifyRequest } from 'fastify';

/**
 * The browser's time zone from X-Timezone, when it is one Intl knows; UTC otherwise. Whole-day
 * filters and figures count days as the person reading them lives them.
 */
export function timeZoneOf(request: FastifyRequest): string {
  const header = request.headers['x-timezone'];
  if (typeof header !== 'string' || header.length > 64) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: header }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}
