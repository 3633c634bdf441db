// @ts-check
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.ttf',
]);
/** Smaller files gain nothing worth a second request header. */
const MIN_SIZE = 512;

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of a finished build, once, at build
 * time: the server then picks the encoding a request accepts and never writes into the folders
 * it serves.
 * @param {string} dir
 */
export function precompressFolder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      precompressFolder(path);
      continue;
    }
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(entry.name))) continue;
    if (statSync(path).size < MIN_SIZE) continue;
    const content = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  }
}
