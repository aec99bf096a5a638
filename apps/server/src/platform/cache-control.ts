/**
 * The Cache-Control values of what the server hands out as files (the web app, the widget's
 * script), in one place so the two cannot drift apart.
 */

/** A file whose name carries its content hash never changes: any cache may keep it for a year. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';

/** A stable address whose content changes with a deploy: kept briefly, refreshed in the background. */
export const CACHE_SHORT = 'public, max-age=300, stale-while-revalidate=86400';

/** HTML names the hashed files of the current deploy: asked for again every time (cheap with ETag). */
export const CACHE_REVALIDATE = 'no-cache';
