// @ts-check
// How the build compresses the site's text files (hosting/description.ts lists them), for the
// precompression step and the tests. The servers send these copies when they exist and compress
// anything else on the fly (hosting/servers.ts).
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { TEXT_FILES } from '#hosting/description.ts';

/** Whether a file is precompressed by the build. @param {string} file */
export function isPrecompressible(file) {
  return Object.hasOwn(TEXT_FILES, path.extname(file).slice(1).toLowerCase());
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
