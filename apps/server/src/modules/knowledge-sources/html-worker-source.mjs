// The page reader's worker run from its TypeScript source, as the server is by tsx and in the
// tests (html-reader.ts); the built server starts the bundled html-worker.js instead. A worker
// started on a .ts file with `--import tsx` fails on Node 20 before the hook is in place.
import { register } from 'tsx/esm/api';

register();
await import('./html-worker.ts');
