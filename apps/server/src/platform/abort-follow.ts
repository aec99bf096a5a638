/**
 * Aborts `controller` when `source` aborts (at once if it has), and answers the function that
 * stops following. Not `AbortSignal.any`: on Node 20 a signal it makes stays referenced by each
 * source for as long as the source lives (nodejs/node#55351), and the sources here (the server's
 * shutdown signal, a client's) outlive the turn: every turn would leave its signal behind.
 */
export function followAbort(controller: AbortController, source: AbortSignal | undefined) {
  if (!source) return () => {};
  const follow = () => controller.abort(source.reason);
  if (source.aborted) follow();
  else source.addEventListener('abort', follow, { once: true });
  return () => source.removeEventListener('abort', follow);
}
