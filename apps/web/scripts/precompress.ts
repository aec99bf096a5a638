import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images other than SVG and fonts (woff2) already are. */
const TEXT_FILE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Below this size the bytes saved do not pay for the extra file and the negotiation. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip, level 9) beside every text file
 * under `dir`, once at build time: the server then picks the variant the browser accepts
 * (@fastify/static `preCompressed`) without compressing anything per request. Folders starting
 * with a dot (the build's `.vite` manifest) are not served, so they are skipped. Returns how many
 * files were compressed.
 */
export async function precompressDir(dir: string): Promise<number> {
  const files = await textFilesUnder(dir);
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}

async function textFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const candidates = entries
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !path
          .relative(dir, file)
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    );
  const sizes = await Promise.all(candidates.map(async (file) => (await stat(file)).size));
  return candidates.filter((_, index) => (sizes[index] ?? 0) >= MIN_BYTES);
}
