// Performance budgets of the built site: what a first visit of each route downloads, measured
// from dist/ by following the references each page makes (stylesheets, scripts, module imports,
// island components, preloads, images, fonts in CSS), raw and compressed as nginx serves them
// (the build's precompressed .gz / .br copies when present).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { isPrecompressible, MIN_COMPRESS_BYTES } from './compression.mjs';
import { parseSrcset, readHtml } from './html.mjs';

const KB = 1024;

/**
 * The budgets, in bytes. JavaScript is measured gzip-compressed, the page total as transferred
 * on a first visit (text gzip-compressed, fonts and raster images as they are).
 */
export const BUDGETS = {
  /** Pages without an island: the site's own script (menu, back-to-top, map, opening status) only. */
  jsWithoutIslands: 6 * KB,
  /** The home, and any page with islands: React's runtime (about 69 KB) plus the islands. */
  jsWithIslands: 90 * KB,
  /** Everything a first visit of one route downloads. */
  firstVisit: 300 * KB,
};

/** What a file is, from its extension. */
export function kindOf(file) {
  const ext = path.extname(file).toLowerCase();
  if (ext === '.html') return 'html';
  if (ext === '.css') return 'css';
  if (ext === '.js' || ext === '.mjs') return 'js';
  if (['.woff2', '.woff', '.ttf', '.otf'].includes(ext)) return 'font';
  if (['.svg', '.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif', '.ico'].includes(ext)) return 'image';
  return 'other';
}

/** On-the-fly compression as deploy/nginx.conf applies it when a file has no precompressed copy. */
const GZIP_LEVEL = 6;
const BROTLI_QUALITY = 5;

/**
 * Sizes of one body: raw, gzip, brotli, as nginx would send it: the precompressed copies when
 * given (`copies`: sizes of file.gz / file.br), else compressed on the fly; as is when the type
 * is not compressed or the body is small.
 */
export function sizes(buffer, file, copies = {}) {
  const raw = buffer.length;
  if (!isPrecompressible(file) || raw < MIN_COMPRESS_BYTES) return { raw, gzip: raw, br: raw };
  const gzip = copies.gzip ?? gzipSync(buffer, { level: GZIP_LEVEL }).length;
  const br =
    copies.br ??
    brotliCompressSync(buffer, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw },
    }).length;
  return { raw, gzip, br };
}

/** Sizes of a file of the build, using its precompressed copies when the build wrote them. */
export function fileSizes(root, sitePath) {
  const full = path.join(root, sitePath);
  const body = readFileSync(full);
  const sizeOf = (copy) => (existsSync(copy) ? statSync(copy).size : undefined);
  return { body, ...sizes(body, sitePath, { gzip: sizeOf(`${full}.gz`), br: sizeOf(`${full}.br`) }) };
}

/** Resolves a reference found in `fromPath` (a URL path) to a site path, or undefined if external. */
export function resolveReference(reference, fromPath) {
  const ref = reference.trim();
  if (!ref || /^(data|blob|mailto|tel|javascript|about):/i.test(ref) || ref.startsWith('#')) return undefined;
  const url = new URL(ref, new URL(fromPath, 'http://site.invalid'));
  if (url.origin !== 'http://site.invalid') return undefined;
  return decodeURIComponent(url.pathname);
}

/** url(...) and @import targets of a stylesheet. */
export function cssReferences(css) {
  const refs = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const m of text.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)"'\s]*))\s*\)/gi))
    refs.push(m[1] ?? m[2] ?? m[3]);
  for (const m of text.matchAll(/@import\s+(?:"([^"]*)"|'([^']*)')/gi)) refs.push(m[1] ?? m[2]);
  return refs.filter(Boolean);
}

/** Static import / export-from specifiers of an ES module (dynamic import() is not a first-visit load). */
export function jsImports(js) {
  const refs = [];
  const patterns = [
    /(?:^|[^\w$.])import\s*(?:[\w$*{},\s]+?\s*from\s*)?["']([^"'\n]+)["']/g,
    /(?:^|[^\w$.])export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*["']([^"'\n]+)["']/g,
  ];
  for (const pattern of patterns) for (const m of js.matchAll(pattern)) refs.push(m[1]);
  return refs;
}

/** The largest candidate of a srcset (by width, else density): a wide, high-density screen. */
function largestCandidate(srcset) {
  const candidates = parseSrcset(srcset);
  candidates.sort((a, b) => (b.width ?? 0) - (a.width ?? 0) || (b.density ?? 0) - (a.density ?? 0));
  return candidates[0]?.url;
}

const SUPPORTED_IMAGE_TYPES = /^(image\/(avif|webp|png|jpeg|gif|svg\+xml))?$/i;
const NON_SCRIPT_TYPES = /^(application\/(ld\+)?json|importmap|speculationrules|text\/(?!javascript))/i;

/** The image a <picture> loads: the first source the browser supports, else its <img>. */
function pictureImage(inner) {
  const { elements } = readHtml(inner);
  const source = elements.find(
    (e) =>
      e.name === 'source' && e.attributes['srcset'] && SUPPORTED_IMAGE_TYPES.test(e.attributes['type'] ?? ''),
  );
  if (source) return largestCandidate(source.attributes['srcset']);
  const img = elements.find((e) => e.name === 'img');
  return (
    img && (img.attributes['srcset'] ? largestCandidate(img.attributes['srcset']) : img.attributes['src'])
  );
}

/**
 * What a page references directly: [{ ref, kind }] for external files (kind: css, js, font,
 * image), and `inline` = { js: [texts], css: [texts] } for its inline scripts and styles.
 */
export function pageReferences(html) {
  const refs = [];
  const add = (ref, kind) => ref && refs.push({ ref, kind });
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  const rest = withoutComments.replace(/<picture\b[^>]*>([\s\S]*?)<\/picture\s*>/gi, (_, inner) => {
    add(pictureImage(inner), 'image');
    return '';
  });
  const { elements, scripts, styles } = readHtml(rest);
  for (const { name, attributes: a } of elements) {
    const rel = (a['rel'] ?? '').toLowerCase().split(/\s+/);
    if (name === 'link' && a['href']) {
      if (rel.includes('stylesheet')) add(a['href'], 'css');
      else if (rel.includes('modulepreload')) add(a['href'], 'js');
      else if (rel.includes('icon')) add(a['href'], 'image');
      else if (rel.includes('preload')) {
        const as = { style: 'css', script: 'js', font: 'font', image: 'image' }[a['as'] ?? ''];
        if (as === 'image' && a['imagesrcset']) add(largestCandidate(a['imagesrcset']), 'image');
        else if (as) add(a['href'], as);
      }
    } else if (
      name === 'script' &&
      a['src'] &&
      !('nomodule' in a) &&
      !NON_SCRIPT_TYPES.test(a['type'] ?? '')
    ) {
      add(a['src'], 'js');
    } else if (name === 'img') {
      add(a['srcset'] ? largestCandidate(a['srcset']) : a['src'], 'image');
    } else if (name === 'use' && a['href'] && !a['href'].startsWith('#')) {
      add(a['href'].split('#')[0], 'image');
    } else if (name === 'astro-island') {
      for (const attr of ['component-url', 'renderer-url', 'before-hydration-url']) add(a[attr], 'js');
    }
  }
  const inline = {
    js: scripts
      .filter((s) => !s.attributes['src'] && !NON_SCRIPT_TYPES.test(s.attributes['type'] ?? ''))
      .map((s) => s.text),
    css: styles.map((s) => s.text),
  };
  for (const text of inline.css)
    for (const ref of cssReferences(text)) add(ref, kindOf(ref) === 'image' ? 'image' : 'font');
  for (const text of inline.js) for (const ref of jsImports(text)) add(ref, 'js');
  const islands = elements.filter((e) => e.name === 'astro-island').length;
  return { refs, inline, islands };
}

/**
 * Measures one page: `file` is its HTML file relative to `root`, `urlPath` the URL it answers.
 * Returns { route, islands, html, resources, missing, totals }, where totals are per kind
 * ({ raw, gzip, br }) plus `transfer` (gzip figures, the conservative one) for the whole page.
 */
export function measurePage({ root, file, urlPath, route = urlPath, cache = new Map() }) {
  const read = (sitePath) => {
    if (!cache.has(sitePath)) {
      let entry;
      try {
        entry = fileSizes(root, sitePath);
      } catch {
        entry = undefined;
      }
      cache.set(sitePath, entry);
    }
    return cache.get(sitePath);
  };
  const { body: htmlBody, ...html } = fileSizes(root, file);
  const htmlText = htmlBody.toString('utf-8');
  const { refs, inline, islands } = pageReferences(htmlText);
  const resources = new Map();
  const missing = [];
  const queue = refs.map(({ ref, kind }) => ({ ref, kind, from: urlPath }));
  while (queue.length > 0) {
    const { ref, kind, from } = queue.shift();
    const sitePath = resolveReference(ref, from);
    if (!sitePath || resources.has(sitePath)) continue;
    const entry = read(sitePath);
    if (!entry) {
      // A module specifier that leads nowhere is likely text in a string: only markup must resolve.
      if (!from.endsWith('.js')) missing.push(`${ref} (${from})`);
      continue;
    }
    const actual = kindOf(sitePath) === 'other' ? kind : kindOf(sitePath);
    resources.set(sitePath, { path: sitePath, kind: actual, raw: entry.raw, gzip: entry.gzip, br: entry.br });
    if (actual === 'css') {
      for (const r of cssReferences(entry.body.toString('utf-8')))
        queue.push({ ref: r, kind: kindOf(r) === 'image' ? 'image' : 'font', from: sitePath });
    } else if (actual === 'js') {
      for (const r of jsImports(entry.body.toString('utf-8')))
        queue.push({ ref: r, kind: 'js', from: sitePath });
    }
  }
  const totals = Object.fromEntries(
    ['html', 'css', 'js', 'font', 'image', 'other'].map((k) => [k, { raw: 0, gzip: 0, br: 0 }]),
  );
  const addTo = (kind, s) => {
    totals[kind].raw += s.raw;
    totals[kind].gzip += s.gzip;
    totals[kind].br += s.br;
  };
  addTo('html', html);
  for (const r of resources.values()) addTo(r.kind, r);
  // Inline scripts travel inside the HTML (already counted there) but are JavaScript all the same.
  const inlineJs = inline.js.filter((t) => t.trim()).map((t) => sizes(Buffer.from(t), 'inline.js'));
  const js = { ...totals.js };
  for (const s of inlineJs) {
    js.raw += s.raw;
    js.gzip += s.gzip;
    js.br += s.br;
  }
  const sum = (key) => Object.values(totals).reduce((n, t) => n + t[key], 0);
  return {
    route,
    islands,
    html,
    resources: [...resources.values()],
    missing,
    totals: { ...totals, js, all: { raw: sum('raw'), gzip: sum('gzip'), br: sum('br') } },
  };
}

/** The JavaScript budget that applies to a page. */
export function jsBudgetOf(page) {
  return page.route === '/' || page.islands > 0 ? BUDGETS.jsWithIslands : BUDGETS.jsWithoutIslands;
}

const kb = (bytes) => (bytes / KB).toFixed(1);

/** One line per exceeded budget or unresolved reference; empty when everything fits. */
export function checkBudgets(pages) {
  const breaches = [];
  for (const page of pages) {
    const jsBudget = jsBudgetOf(page);
    const kind = jsBudget === BUDGETS.jsWithIslands ? 'accueil ou page à îlots' : 'page sans îlot';
    if (page.totals.js.gzip > jsBudget) {
      breaches.push(
        `${page.route} : JavaScript ${kb(page.totals.js.gzip)} Ko gzip > ${kb(jsBudget)} Ko (${kind})`,
      );
    }
    if (page.totals.all.gzip > BUDGETS.firstVisit) {
      breaches.push(
        `${page.route} : première visite ${kb(page.totals.all.gzip)} Ko transférés > ${kb(BUDGETS.firstVisit)} Ko`,
      );
    }
    for (const ref of page.missing)
      breaches.push(`${page.route} : référence introuvable dans dist/ : ${ref}`);
  }
  return breaches;
}

/** A Markdown table of the measures: per kind "gzip (raw)" in KB, then the page totals. */
export function formatTable(pages) {
  const cell = (t) => `${kb(t.gzip)} (${kb(t.raw)})`;
  const header = [
    'Route',
    'Îlots',
    'HTML',
    'CSS',
    'JS',
    'Polices',
    'Images',
    'Total gzip',
    'Total brotli',
    'Total brut',
    'Budget JS',
  ];
  const rows = pages.map((p) => [
    p.route,
    String(p.islands),
    cell(p.totals.html),
    cell(p.totals.css),
    cell(p.totals.js),
    cell(p.totals.font),
    cell(p.totals.image),
    kb(p.totals.all.gzip),
    kb(p.totals.all.br),
    kb(p.totals.all.raw),
    kb(jsBudgetOf(p)),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w, i) => (i === 0 ? ':' + '-'.repeat(w + 1) : '-'.repeat(w + 1) + ':')).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}
