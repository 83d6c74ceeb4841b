// @ts-check
// How the site's files are compressed, in one place for the precompression step, the budgets and
// the tests. nginx (deploy/nginx.conf) serves the precompressed copies when they exist
// (gzip_static, brotli_static) and compresses anything else on the fly (gzip 6, brotli 5).
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Extensions of the files worth compressing (what gzip_types and brotli_types list, and HTML). */
export const COMPRESSIBLE_EXTENSIONS = [
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
];
/** Smaller bodies are sent as they are (gzip_min_length, brotli_min_length). */
export const MIN_COMPRESS_BYTES = 256;

/** Whether a file is precompressed by the build (and compressed by nginx). @param {string} file */
export function isPrecompressible(file) {
  return COMPRESSIBLE_EXTENSIONS.includes(path.extname(file).toLowerCase());
}

/** The copies the precompression step writes: gzip level 9, brotli quality 11. @param {Buffer} body */
export function precompressed(body) {
  return {
    gzip: gzipSync(body, { level: 9 }),
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  };
}
