/**
 * Raster app icons (Apple touch icon 180 px, manifest 192 and 512 px), rendered at build time
 * from the SVG logo mark, on the brand's anthracite so iOS does not fill the corners with black.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { APP_ICON_SIZES, THEME_COLOR } from '#lib/app-icons.ts';

export const getStaticPaths = (() =>
  APP_ICON_SIZES.map((size) => ({ params: { size: String(size) } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const size = Number(params['size']);
  const svg = await readFile(path.resolve('src/assets/brand/logo-mark.svg'));
  const png = await sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .flatten({ background: THEME_COLOR })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
