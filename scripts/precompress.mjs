// @ts-check
// Writes a .gz (gzip level 9) and a .br (brotli quality 11) copy next to every text file of the
// build, so that the servers send them as they are instead of compressing each response again:
// smaller files, and no compression work per request. Run after every build (`npm run build` does
// it). Files under MIN_COMPRESS_BYTES (256) are left alone, as the servers leave them.
// Usage: node scripts/precompress.mjs [--dist dist]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { listFiles } from './lib/dist.mjs';
import { MIN_COMPRESS_BYTES } from '#hosting/description.ts';
import { isPrecompressible, precompressed } from './lib/compression.mjs';

const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' } } });

let before = 0;
let gzip = 0;
let br = 0;
const files = listFiles(values.dist).filter(isPrecompressible);
for (const file of files) {
  const full = path.join(values.dist, file);
  const body = readFileSync(full);
  if (body.length < MIN_COMPRESS_BYTES) continue;
  const out = precompressed(body);
  writeFileSync(`${full}.gz`, out.gzip);
  writeFileSync(`${full}.br`, out.br);
  before += body.length;
  gzip += out.gzip.length;
  br += out.br.length;
}
const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(0)} Ko`;
console.log(`precompress : ${files.length} fichiers, ${kb(before)} → gzip ${kb(gzip)}, brotli ${kb(br)}.`);
