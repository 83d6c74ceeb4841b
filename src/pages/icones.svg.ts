/** The icon sprite (src/components/ui/icon-sprite.ts), one file for every page. */
import type { APIRoute } from 'astro';
import { iconSpriteSvg } from '#components/ui/icon-sprite.ts';

export const GET: APIRoute = () =>
  new Response(iconSpriteSvg(), { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
