/**
 * /admin/site-look.css: what the pages take from outside their style sheet, for the editor's
 * preview pane (src/admin/previews.tsx), so that it draws the site as the visitor sees it. The
 * editor's page is an endpoint, not a page: it carries neither the pages' <Font> nor the garage's
 * colours (src/integrations/palette-css.ts, a Vite module of the pages' style sheet).
 * - The display face: the very file the pages load (Astro's font API, astro.config.mjs), for the
 *   pane's headings, prices and buttons. The pages' face has a hashed name that Astro's font data
 *   does not give; the pane names it itself. From our origin, as the editor's CSP asks
 *   (`font-src 'self'`).
 * - The garage's colours (garage.yaml `look`, src/lib/palette.ts), as published: without them the
 *   pages' dark heroes had no background and their white titles did not show.
 */
import type { APIRoute } from 'astro';
import { fontData } from 'astro:assets';
import { PREVIEW_FONT_FAMILY } from '#admin/preview-paths.ts';
import { siteContext } from '#layouts/context.ts';
import { paletteCss } from '#lib/palette.ts';

/** The site's display face's variable (astro.config.mjs `fonts`, src/styles/tokens.css). */
const HEADING = '--font-heading';

export const GET: APIRoute = async () => {
  const faces = fontData[HEADING].map(({ src, weight, style }) => {
    const files = src.map(({ url, format }) => `url("${url}")${format ? ` format("${format}")` : ''}`);
    // `block`: the pane shows the face or nothing for a moment, never a fallback that then shifts.
    return `@font-face{font-family:"${PREVIEW_FONT_FAMILY}";src:${files.join(',')};font-weight:${weight ?? 'normal'};font-style:${style ?? 'normal'};font-display:block}`;
  });
  if (faces.length === 0) throw new Error(`site-look.css : aucune police pour ${HEADING} (astro.config.mjs)`);
  const { garage } = await siteContext();
  return new Response(
    `${faces.join('\n')}\n:root{${HEADING}:"${PREVIEW_FONT_FAMILY}",Arial,sans-serif}\n${paletteCss(garage.look)}`,
    { headers: { 'Content-Type': 'text/css; charset=utf-8' } },
  );
};
