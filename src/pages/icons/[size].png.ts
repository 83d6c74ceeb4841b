/**
 * Raster app icons (Apple touch icon 180 px, manifest 192 and 512 px), rendered at build time
 * from the garage's logo (garage.yaml look.logo, SVG or PNG), on its primary colour so iOS does not
 * fill the corners with black.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { getData } from '#data/api.ts';
import { APP_ICON_SIZES } from '#lib/app-icons.ts';

export const getStaticPaths = (() =>
  APP_ICON_SIZES.map((size) => ({ params: { size: String(size) } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const size = Number(params['size']);
  const { look } = await getData('garage');
  const logo = await readFile(path.resolve('src/assets', look.logo.src));
  // An SVG drawn at the icon's size (its viewBox is 64 units), a PNG resized; a logo that is not
  // square is contained, padded with the primary colour, never cropped.
  const png = await sharp(logo, { density: (72 * size) / 64 })
    .resize(size, size, { fit: 'contain', background: look.primary })
    .flatten({ background: look.primary })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
