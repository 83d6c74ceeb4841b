/**
 * The page's speculation rules (Speculation Rules API), written once as a static
 * `<script type="speculationrules">` in <head>; its CSP hash is added in astro.config.mjs. The
 * browser itself prerenders an in-site page the visitor shows intent for (a pointer resting on its
 * link, a finger or button going down on it: `moderate` eagerness), so it activates with no network
 * wait. No script of ours runs for it (docs/decisions/0010-instant-pages.md).
 */

import { PATHS } from '#schemas/paths.ts';

/** Links never prerendered nor prefetched, as URL patterns (a path on this site, any query or fragment). */
export const NOT_PRERENDERED = [
  // It frames the third-party booking calendar, which must not be contacted before a click.
  `${PATHS.booking}{/}?`,
  // Files, not pages: the offers' full-size images, /llms.txt…
  '/*.*',
];

/** Which links are candidates: this site's pages (same origin), except those above. */
const where = {
  and: [{ href_matches: '/*' }, ...NOT_PRERENDERED.map((pattern) => ({ not: { href_matches: pattern } }))],
};

/**
 * The rules, as JSON text. The prefetch rule, with the same links, is the fallback the browser uses
 * when it will not prerender (memory saver, too many pages prerendered): the document is still
 * fetched ahead of the click.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [{ source: 'document', where, eagerness: 'moderate' }],
  prefetch: [{ source: 'document', where, eagerness: 'moderate' }],
});
