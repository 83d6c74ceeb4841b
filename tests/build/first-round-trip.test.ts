/**
 * Every built page's HTML within the first round trip of a new connection: at most 14 000 bytes
 * compressed (ten TCP segments of about 1 460 bytes make the usual initial window; the response's
 * headers take the rest). Above it the browser waits one more round trip for the document, and
 * Lighthouse's simulation counts it (issue 34, docs/decisions/0021-first-round-trip.md). Checked as
 * nginx sends it (the build's precompressed copies: brotli 11, gzip 9) and as a server compressing
 * on the fly does (Apache on OVH, nginx for what is not precompressed: gzip 6, brotli 5).
 * Run after the build: `npm run build && npm run test:build`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { listFiles } from '#scripts/lib/dist.mjs';
import { precompressed } from '#scripts/lib/compression.mjs';

const DIST = path.resolve('dist');
/** The most compressed HTML a page may weigh, in bytes. */
const FIRST_ROUND_TRIP = 14_000;

const pages = listFiles(DIST).filter((file) => file.endsWith('.html'));

/** A page's compressed sizes, the way each server sends it. */
function sizes(file: string) {
  const body = readFileSync(path.join(DIST, file));
  const { gzip, br } = precompressed(body);
  return {
    'brotli 11 (nginx, fichier précompressé)': br.length,
    'gzip 9 (nginx, fichier précompressé)': gzip.length,
    'brotli 5 (à la volée)': brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      .length,
    'gzip 6 (à la volée, Apache)': gzipSync(body, { level: 6 }).length,
  };
}

describe('every page’s HTML within the first round trip', () => {
  it('finds the built pages', () => {
    expect(pages, 'npm run build first').toContain('index.html');
  });

  it.each(pages.map((file) => [file]))('%s', (file) => {
    const over = Object.entries(sizes(file))
      .filter(([, bytes]) => bytes > FIRST_ROUND_TRIP)
      .map(([how, bytes]) => `${how} : ${bytes.toLocaleString('fr-FR')} octets`);
    expect(
      over,
      `dist/${file} dépasse ${FIRST_ROUND_TRIP.toLocaleString('fr-FR')} octets compressés (un aller-retour) : ` +
        'voyez ce qui pèse dans son HTML (SVG répété, données structurées, attributs, props des îlots)',
    ).toEqual([]);
  });
});
