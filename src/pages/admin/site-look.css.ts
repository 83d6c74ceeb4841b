/**
 * /admin/site-look.css: the site's own display face for the editor's preview pane
 * (src/admin/previews.tsx), the very file the pages load (Astro's font API, astro.config.mjs), so
 * that the pane's headings, prices and buttons are drawn as the visitor sees them. The editor's page
 * is an endpoint, not a page: it carries no <Font>, and the pages' face has a hashed name that
 * Astro's font data does not give; the pane names it itself. From our origin, as the editor's CSP
 * asks (`font-src 'self'`).
 */
import type { APIRoute } from 'astro';
import { fontData } from 'astro:assets';
import { PREVIEW_FONT_FAMILY } from '#admin/preview-paths.ts';

/** The site's display face's variable (astro.config.mjs `fonts`, src/styles/tokens.css). */
const HEADING = '--font-heading';

export const GET: APIRoute = () => {
  const faces = fontData[HEADING].map(({ src, weight, style }) => {
    const files = src.map(({ url, format }) => `url("${url}")${format ? ` format("${format}")` : ''}`);
    // `block`: the pane shows the face or nothing for a moment, never a fallback that then shifts.
    return `@font-face{font-family:"${PREVIEW_FONT_FAMILY}";src:${files.join(',')};font-weight:${weight ?? 'normal'};font-style:${style ?? 'normal'};font-display:block}`;
  });
  if (faces.length === 0) throw new Error(`site-look.css : aucune police pour ${HEADING} (astro.config.mjs)`);
  return new Response(`${faces.join('\n')}\n:root{${HEADING}:"${PREVIEW_FONT_FAMILY}",Arial,sans-serif}\n`, {
    headers: { 'Content-Type': 'text/css; charset=utf-8' },
  });
};
