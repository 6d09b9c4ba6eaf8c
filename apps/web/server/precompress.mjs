// Build step: every compressible file of the client build gets a brotli (`.br`) and a gzip
// (`.gz`) twin, made once at the highest levels, so the server answers by content negotiation
// (serveStatic's `precompressed`) without compressing per request. Node's own zlib is the tool:
// it has both encoders and nothing else is needed.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text the browser decodes; images and audio are already compressed. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|wasm|map)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file under `directory` that is at
 * least MIN_BYTES long. Returns the byte totals, for the build log and the size bench.
 * @param {string} directory
 * @returns {Promise<{files: number, bytes: number, brotli: number, gzip: number}>}
 */
export async function precompressDirectory(directory) {
  const totals = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const path = join(entry.parentPath ?? entry.path, entry.name);
    if ((await stat(path)).size < MIN_BYTES) continue;
    const source = await readFile(path);
    const [br, gzipped] = await Promise.all([
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gz(source, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
    totals.files += 1;
    totals.bytes += source.length;
    totals.brotli += br.length;
    totals.gzip += gzipped.length;
  }
  return totals;
}
