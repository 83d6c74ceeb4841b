/** The brand marks' sprite (src/lib/brand-marks.ts), one file for every page. */
import type { APIRoute } from 'astro';
import { brandSpriteSvg } from '#lib/brand-marks.ts';

export const GET: APIRoute = () =>
  new Response(brandSpriteSvg(), { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
