// `npm run lighthouse`: Lighthouse 13 (mobile, its default simulated throttling) with Debian's
// Chromium on every route of the build, served by the production nginx configuration (headers,
// precompressed files, caching) on 127.0.0.1 over TLS and HTTP/2 as in production (a throwaway
// self-signed certificate, which Chromium is told to accept), or plainly with --http (HTTP/1.1, no
// TLS: Chromium asks for gzip, not brotli, over plain HTTP), or by the small static server with
// --static or when nginx is missing. Each server takes a free port unless --port is given. Writes reports/lighthouse.md
// (summary table + what keeps a score under 100) and each run's JSON and HTML report in
// reports/lighthouse/. Not part of `npm test`: scores move with the machine's load. Run after
// `npm run build`.
//
// Every figure is printed beside Lighthouse's CPU benchmark index of its run: runs from machines
// (or moments) of different speed are never compared blindly. The floor is measured in the same
// run: a bare page (one paragraph, no style sheet, no font, no script; only the CSP <meta>, a
// viewport and a title), added to a temporary copy of the build and served by the same server. The
// rounds are interleaved (floor, then every route, then again), so a slow spell of the machine hits
// every page alike, and each route's median LCP is printed as a ratio to the floor's median
// (docs/decisions/0015-first-screen.md): ratios, not absolute times, are what compares across runs.
// With several builds, the floor's median is taken over every floor run of the run: the same page
// on the same kind of server, whose own spread (0.87–1.04 s within one run) would otherwise move
// one build's ratios against another's.
//
// --slow-cpu [--cpu-index 800]: as slow as a machine of that benchmark index under Lighthouse's
// usual 4× CPU slowdown (an entry-level Android phone, or this shared machine on a busy day).
// Before each run, Lighthouse's own benchmark is measured in Chromium, and the run's CPU slowdown
// is set to 4 × measured index / target index (Lighthouse's `throttling.cpuSlowdownMultiplier`).
//
// Several builds side by side: --dist before --dist after (for example the base commit built into
// another folder) serves each build on its own server with the floor copied in, interleaves them in
// every round, and prints one table with a column naming the build.
//
// Peers: --peer <folder>[:<route>] adds another site's build (a peer garage site, fetched and built
// outside this repository), served by the same kind of server with the floor copied in, interleaved with
// ours; only its home page (or the route given) is measured. Use --static or --http with peers:
// the production nginx configuration carries our own security policy, which would block a peer's
// inline scripts. The table then gives each home page's LCP as a ratio to the fastest peer's.
//
// Usage: node scripts/lighthouse.mjs [--runs 3] [--slow-cpu [--cpu-index 800]] [--http | --static]
//        [--port 4334] [--dist dist ...] [--peer folder[:/route] ...] [--max-ratio 1.2] [/route ...]
//
// The LCP target (--max-ratio) is issue 34's for the transport: × 1.2 the floor on the production
// server (HTTPS, HTTP/2), × 1.5 over plain HTTP/1.1 (--http, --static).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchOptions } from './lib/chromium.mjs';
import { listRoutes } from './lib/dist.mjs';
import { buildLabels } from './lib/labels.mjs';
import { NGINX_PATH, startNginx } from './lib/nginx.mjs';
import { serveDist } from './lib/static-server.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    'max-ratio': { type: 'string' },
    static: { type: 'boolean', default: false },
    http: { type: 'boolean', default: false },
    port: { type: 'string' },
    dist: { type: 'string', multiple: true, default: ['dist'] },
    peer: { type: 'string', multiple: true, default: [] },
    'slow-cpu': { type: 'boolean', default: false },
    'cpu-index': { type: 'string', default: '800' },
  },
});
const runs = Math.max(1, Number(values.runs));
const dists = values.dist;
/** Peer sites: each folder and the one route of it that is measured (its home page by default). */
const peers = values.peer.map((spec) => {
  const [folder, route = '/'] = spec.split(/:(?=\/)/);
  return { folder, route };
});
/** Lighthouse's default CPU slowdown for mobile. */
const DEFAULT_SLOWDOWN = 4;
const targetIndex = values['slow-cpu'] ? Number(values['cpu-index']) : undefined;
if (targetIndex !== undefined && !(targetIndex > 0)) {
  console.error('✖ lighthouse : --cpu-index attend un nombre positif (par exemple 800).');
  process.exit(1);
}
const REPORTS = 'reports/lighthouse';
const LIGHTHOUSE = path.resolve('node_modules/.bin/lighthouse');

const useNginx = !values.static && existsSync(NGINX_PATH);
/** HTTPS and HTTP/2 as in production; otherwise plain HTTP/1.1 (--http, or the static server). */
const production = useNginx && !values.http;
/** The issues' targets, on every route (mobile): LCP as a ratio to the bare page's (issues 25, 34). */
const TARGETS = {
  performance: 0.98,
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
  lcpRatio: Number(values['max-ratio'] ?? (production ? 1.2 : 1.5)),
  tbt: 50,
  cls: 0,
};
/** The bare page's route in the served copy of the build. */
const FLOOR_ROUTE = '/plancher';
const CATEGORIES = [
  ['performance', 'Perf.'],
  ['accessibility', 'Access.'],
  ['best-practices', 'Bonnes pr.'],
  ['seo', 'SEO'],
  ['agentic-browsing', 'Agents'],
];

for (const dist of [...dists, ...peers.map((p) => p.folder)]) {
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.error(`✖ lighthouse : pas de ${dist}/index.html, lancez d’abord « npm run build ».`);
    process.exit(1);
  }
}
const routes = positionals.length > 0 ? positionals : listRoutes(dists[0]);
if (peers.length > 0 && !values.static && !values.http) {
  console.error('✖ lighthouse : --peer se mesure avec --static ou --http (même serveur pour chaque site).');
  process.exit(1);
}

/**
 * A copy of the build with the bare page added (the build itself is left untouched). It keeps the
 * site's CSP <meta> (the nginx helper builds its header from every page's policy), and nothing
 * else a page of ours has: one paragraph in the browser's default style.
 */
function copyWithFloor(dist) {
  const copy = mkdtempSync(path.join(tmpdir(), 'lighthouse-dist-'));
  cpSync(dist, copy, { recursive: true });
  const home = readFileSync(path.join(dist, 'index.html'), 'utf-8');
  const csp = home.match(/<meta http-equiv="content-security-policy"[^>]*>/i)?.[0] ?? '';
  mkdirSync(path.join(copy, FLOOR_ROUTE.slice(1)));
  writeFileSync(
    path.join(copy, FLOOR_ROUTE.slice(1), 'index.html'),
    `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8">${csp}` +
      '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Plancher</title>' +
      // An icon that is no request: without one, Chromium asks for /favicon.ico (and gets the 404
      // page), and Lighthouse counts that request in the floor's LCP in some runs, not others.
      '<link rel="icon" href="data:,">' +
      '<meta name="description" content="Une page d’un paragraphe, la référence des mesures."></head>' +
      '<body><p>Une page d’un seul paragraphe, sans feuille de style, sans police et sans script : le ' +
      'plancher de la mesure, servi par le même serveur que le site.</p></body></html>\n',
  );
  return copy;
}
/** A port nobody listens on now (the system's choice). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/** Each build (ours, then the peers'), copied with the floor and served on its own port. */
const sites = [
  ...dists.map((dist) => ({ dist, routes, peer: false })),
  ...peers.map(({ folder, route }) => ({ dist: folder, routes: [route], peer: true })),
];
const builds = [];
// Each build's own name in the table: two peers both built into `dist/` are two rows.
const labels = buildLabels(sites.map((s) => s.dist));
for (const [i, { dist, routes: own, peer }] of sites.entries()) {
  const root = copyWithFloor(dist);
  const port = values.port === undefined ? await freePort() : Number(values.port) + i;
  const server = useNginx ? await startNginx({ root, port, https: production }) : await serveDist(root);
  const label = sites.length > 1 ? labels[i] : '';
  builds.push({
    dist,
    root,
    server,
    label,
    peer,
    measured: [FLOOR_ROUTE, ...own.filter((r) => r !== FLOOR_ROUTE)],
  });
}
const served = useNginx
  ? `nginx (configuration de production, ${production ? 'HTTPS et HTTP/2, brotli' : 'HTTP/1.1 sans TLS, gzip'})`
  : 'serveur statique (HTTP/1.1)';

/**
 * The machine's CPU benchmark index now, measured as Lighthouse measures it (its own page function,
 * run in Chromium): used to set the slow-CPU run's slowdown just before each run.
 */
async function benchmarkIndex(browser) {
  const page = await browser.newPage();
  try {
    return await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`);
  } finally {
    await page.close();
  }
}

/** Runs the Lighthouse CLI once; resolves to the parsed result (lhr). */
function lighthouse(url, outputPath, cpuSlowdown) {
  const flags = [
    '--headless=new',
    ...CHROMIUM_ARGS,
    ...(production ? ['--ignore-certificate-errors'] : []),
  ].join(' ');
  const args = [
    url,
    '--output=json',
    '--output=html',
    `--output-path=${outputPath}`,
    `--chrome-flags=${flags}`,
    ...(cpuSlowdown === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`]),
    '--quiet',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(LIGHTHOUSE, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => {
      if (code !== 0)
        reject(new Error(`Lighthouse a échoué sur ${url} (code ${code})\n${stderr.slice(-2000)}`));
      else resolve(JSON.parse(readFileSync(`${outputPath}.report.json`, 'utf-8')));
    });
  });
}

/**
 * Lighthouse now and then loses its own trace of a load (« NO_NAVSTART », seen on the first load
 * over a fresh TLS connection): such a runtime error, and only that, is retried up to twice.
 */
async function lighthouseWithRetry(url, outputPath, cpuSlowdown) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouse(url, outputPath, cpuSlowdown);
    } catch (error) {
      if (attempt >= 3 || !/Runtime error encountered/.test(String(error))) throw error;
      console.warn(`${url} : erreur d’exécution de Lighthouse, nouvel essai (${attempt + 1}/3).`);
    }
  }
}

/** The figures of one result. */
function summarize(lhr, cpuSlowdown) {
  const score = (id) => lhr.categories[id]?.score ?? null;
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const failing = Object.values(lhr.categories)
    .flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 || category.id !== 'performance')
        .map((ref) => ({ category: category.id, audit: lhr.audits[ref.id] })),
    )
    .filter(
      ({ audit }) =>
        audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative',
    )
    .map(
      ({ category, audit }) =>
        `${category} · ${audit.id} : ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
    );
  /** Lighthouse's CPU benchmark of the machine during the run (a typical desktop: 1000 and more). */
  const benchmark = Math.round(lhr.environment?.benchmarkIndex ?? 0);
  const slowdown = cpuSlowdown ?? DEFAULT_SLOWDOWN;
  return {
    scores: Object.fromEntries(CATEGORIES.map(([id]) => [id, score(id)])),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    /** The element of the largest paint (Lighthouse 13 names it in its LCP breakdown insight). */
    lcpElement: lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')
      ?.nodeLabel,
    failing,
    benchmark,
    slowdown,
    /** The index of a machine that would run as slowly under the usual 4× slowdown. */
    equivalent: Math.round((benchmark * DEFAULT_SLOWDOWN) / slowdown),
    warnings: lhr.runWarnings ?? [],
  };
}

/** The median of numbers (the lower middle one for an even count, so it is always a real run's). */
function median(values) {
  const sorted = values.filter((v) => v !== null && !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)];
}

/** One line per route: the median of each figure over its runs, and every run's own figures. */
function combine(route, attempts) {
  const pick = (f) => median(attempts.map(f));
  return {
    route,
    scores: Object.fromEntries(CATEGORIES.map(([id]) => [id, pick((a) => a.scores[id])])),
    lcp: pick((a) => a.lcp),
    tbt: pick((a) => a.tbt),
    cls: pick((a) => a.cls),
    fcp: pick((a) => a.fcp),
    benchmark: pick((a) => a.benchmark),
    slowdown: pick((a) => a.slowdown),
    equivalent: pick((a) => a.equivalent),
    lcpElements: [...new Set(attempts.map((a) => a.lcpElement).filter(Boolean))],
    failing: [...new Set(attempts.flatMap((a) => a.failing))],
    warnings: [...new Set(attempts.flatMap((a) => a.warnings))],
    attempts,
  };
}

const meetsTargets = (r) =>
  r.route === FLOOR_ROUTE ||
  (r.scores.performance >= TARGETS.performance &&
    r.scores.accessibility >= TARGETS.accessibility &&
    r.scores['best-practices'] >= TARGETS['best-practices'] &&
    r.scores.seo >= TARGETS.seo &&
    r.ratio <= TARGETS.lcpRatio &&
    r.tbt <= TARGETS.tbt &&
    r.cls <= TARGETS.cls);

const pct = (s) => (s === null || s === undefined ? '–' : String(Math.round(s * 100)));
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms) => `${Math.round(ms)} ms`;
/** One run's figures in a cell: performance · LCP · FCP · TBT · benchmark index (× slowdown). */
const runCell = (a) =>
  `${pct(a.scores.performance)} · ${seconds(a.lcp)} · ${seconds(a.fcp)} · ${millis(a.tbt)} · ${a.benchmark}${
    targetIndex === undefined ? '' : ` ×${a.slowdown.toFixed(1)}`
  }`;

mkdirSync(REPORTS, { recursive: true });
const browser =
  targetIndex === undefined
    ? undefined
    : await chromium.launch({ ...launchOptions, executablePath: CHROMIUM_PATH });
const measured = [FLOOR_ROUTE, ...routes.filter((r) => r !== FLOOR_ROUTE)];
/** Each build's and route's runs. */
const attempts = new Map(builds.flatMap((b) => b.measured.map((route) => [`${b.label} ${route}`, []])));
try {
  // Interleaved rounds: every build's floor and every route once, then again.
  for (let run = 1; run <= runs; run += 1) {
    for (let index = 0; index < measured.length; index += 1) {
      // A peer has fewer routes than ours (its floor and its home page).
      for (const build of builds.filter((b) => index < b.measured.length)) {
        const route = build.measured[index];
        // A file name: a label's `/` and ` #2` become `_`.
        const name = `${build.label ? `${build.label.replace(/[^\w.-]+/g, '_')}-` : ''}${route === '/' ? 'accueil' : route.slice(1).replaceAll('/', '_')}`;
        const cpuSlowdown =
          browser && targetIndex
            ? Math.max(DEFAULT_SLOWDOWN, (DEFAULT_SLOWDOWN * (await benchmarkIndex(browser))) / targetIndex)
            : undefined;
        const lhr = await lighthouseWithRetry(
          `${build.server.url}${route}`,
          path.join(REPORTS, runs > 1 ? `${name}-${run}` : name),
          cpuSlowdown === undefined ? undefined : Number(cpuSlowdown.toFixed(2)),
        );
        const attempt = summarize(lhr, cpuSlowdown);
        attempts.get(`${build.label} ${route}`).push(attempt);
        console.log(`${build.label ? `${build.label} ` : ''}${route} (${run}/${runs}) : ${runCell(attempt)}`);
      }
    }
  }
} finally {
  await browser?.close();
  for (const { server, root } of builds) {
    await (useNginx ? server.stop() : server.close());
    rmSync(root, { recursive: true, force: true });
  }
}
/** The floor's median LCP over every build's floor runs. */
const floorLcp = median(builds.flatMap((b) => attempts.get(`${b.label} ${FLOOR_ROUTE}`).map((a) => a.lcp)));
const results = builds.flatMap((build) =>
  build.measured.map((route) => {
    const result = combine(route, attempts.get(`${build.label} ${route}`));
    return { ...result, build: build.label, peer: build.peer, ratio: result.lcp / floorLcp };
  }),
);
/** With peers: each home page's LCP against the fastest peer home page's (issue 34: ours ≤ 0.9×). */
const peerHomes = results.filter((r) => r.peer && r.route !== FLOOR_ROUTE);
const fastestPeer = peerHomes.length > 0 ? Math.min(...peerHomes.map((r) => r.lcp)) : undefined;
const peerLine =
  fastestPeer === undefined
    ? ''
    : results
        .filter((r) => r.route !== FLOOR_ROUTE && (r.route === '/' || peerHomes.includes(r)))
        .map(
          (r) =>
            `- ${r.build} ${r.route} : LCP ${seconds(r.lcp)}, ×${(r.lcp / fastestPeer).toFixed(2)} le pair le plus rapide`,
        )
        .join('\n');

const header = [
  ...(builds.length > 1 ? ['Build'] : []),
  'Route',
  ...CATEGORIES.map(([, label]) => label),
  'LCP',
  'LCP / plancher',
  'FCP',
  'TBT',
  'CLS',
  'Indice CPU',
  ...(targetIndex === undefined ? [] : ['Ralenti', 'Indice équiv.']),
  'Cibles',
  ...(runs > 1 ? ['Passages (perf. · LCP · FCP · TBT · indice)'] : []),
];
const rows = results.map((r) => [
  ...(builds.length > 1 ? [r.build] : []),
  r.route,
  ...CATEGORIES.map(([id]) => pct(r.scores[id])),
  seconds(r.lcp),
  `×${r.ratio.toFixed(2)}`,
  seconds(r.fcp),
  millis(r.tbt),
  r.cls.toFixed(3),
  String(r.benchmark),
  ...(targetIndex === undefined ? [] : [`×${r.slowdown.toFixed(1)}`, String(r.equivalent)]),
  meetsTargets(r) ? 'oui' : 'non',
  ...(runs > 1 ? [r.attempts.map(runCell).join(' / ')] : []),
]);
const table = [
  `| ${header.join(' | ')} |`,
  `|${header.map((h) => (h === 'Route' || h === 'Build' ? ':--' : '--:')).join('|')}|`,
  ...rows.map((row) => `| ${row.join(' | ')} |`),
].join('\n');
const details = results
  .filter((r) => r.route !== FLOOR_ROUTE && (r.failing.length > 0 || r.warnings.length > 0))
  .map((r) =>
    [
      `### ${r.build ? `${r.build} ` : ''}${r.route}`,
      ...r.failing.map((f) => `- ${f}`),
      ...r.warnings.map((w) => `- avertissement : ${w}`),
    ].join('\n'),
  )
  .join('\n\n');
const lcpElements = results
  .map(
    (r) =>
      `- ${r.build ? `${r.build} ` : ''}${r.route} : ${r.lcpElements.map((e) => `« ${e.replaceAll('\n', ' ')} »`).join(', ') || '–'}`,
  )
  .join('\n');
const mode =
  targetIndex === undefined
    ? 'limitation simulée par défaut'
    : `limitation simulée, processeur ralenti comme un indice CPU de ${targetIndex}`;
const report = `# Lighthouse (mobile, ${mode})

${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · Lighthouse 13 · Chromium Debian · ${served} · ${runs} tour(s) entrelacé(s)${runs > 1 ? ' (médiane de chaque mesure)' : ''}.
Plancher (${FLOOR_ROUTE}) : une page d’un paragraphe (ni feuille de style, ni police, ni script) servie par le même serveur, mesurée à chaque tour.
Cibles : performance ≥ 98 (visée 100), accessibilité, bonnes pratiques et SEO 100, LCP ≤ ${TARGETS.lcpRatio.toLocaleString('fr-FR')} × celui du plancher, TBT ≤ ${TARGETS.tbt} ms, CLS 0.
Indice CPU : le banc d’essai CPU de Lighthouse pendant le passage ; sous 1000, la machine est plus lente (ou plus chargée)
que ce que la limitation simulée suppose, et TBT, FCP et LCP en sont gonflés.${
  targetIndex === undefined
    ? ''
    : `
Ralenti : le ralentissement CPU du passage (${DEFAULT_SLOWDOWN} × indice mesuré juste avant / ${targetIndex}) ; indice équiv. :
l’indice d’une machine aussi lente sous le ralentissement habituel de ${DEFAULT_SLOWDOWN}× (visé : ${targetIndex}).`
}

${table}
${peerLine ? `\n## Pages d’accueil face aux pairs (même serveur, même tour)\n\n${peerLine}\n` : ''}
## Élément du LCP

${lcpElements}

${details ? `## Ce qui retient un score sous 100\n\n${details}\n` : 'Aucun audit en échec.\n'}`;
writeFileSync('reports/lighthouse.md', report);
console.log(
  `\n${table}\n${peerLine ? `\n${peerLine}\n` : ''}\nreports/lighthouse.md, rapports complets dans ${REPORTS}/`,
);
if (details) console.log(`\n${details}`);
