import { z } from 'zod';

/**
 * Route ids are UUIDs. Anything else cannot name a row: the error handler answers a failed params
 * check with 404, like an unknown id (never a 500 from Postgres refusing the cast).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID.test(value);

export const idParamsSchema = z.object({ id: z.string().regex(UUID) });
