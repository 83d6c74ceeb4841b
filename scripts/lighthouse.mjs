// `npm run lighthouse`: Lighthouse 13 (mobile, its default simulated throttling) with Debian's
// Chromium on every route of the build, served by the production nginx configuration (headers,
// precompressed files, caching) on 127.0.0.1 over TLS and HTTP/2 as in production (a throwaway
// self-signed certificate, which Chromium is told to accept), or over plain HTTP/1.1 with --http,
// or by the small static server with --static or when nginx is missing. Writes reports/lighthouse.md (summary table + what keeps a score under 100)
// and each run's JSON and HTML report in reports/lighthouse/. Not part of `npm test`: scores move
// with the machine's load. Run after `npm run build`.
// Usage: node scripts/lighthouse.mjs [--runs 3] [--http | --static] [--port 4334] [/route ...]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { listRoutes } from './lib/dist.mjs';
import { NGINX_PATH, startNginx } from './lib/nginx.mjs';
import { serveDist } from './lib/static-server.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '1' },
    static: { type: 'boolean', default: false },
    http: { type: 'boolean', default: false },
    port: { type: 'string', default: '4334' },
  },
});
const runs = Math.max(1, Number(values.runs));
const REPORTS = 'reports/lighthouse';
const LIGHTHOUSE = path.resolve('node_modules/.bin/lighthouse');

/** The issue's targets, on every route (mobile). */
const TARGETS = {
  performance: 0.98,
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
  lcp: 1200,
  tbt: 30,
  cls: 0,
};
const CATEGORIES = [
  ['performance', 'Perf.'],
  ['accessibility', 'Access.'],
  ['best-practices', 'Bonnes pr.'],
  ['seo', 'SEO'],
  ['agentic-browsing', 'Agents'],
];

if (!existsSync('dist/index.html')) {
  console.error('✖ lighthouse : pas de dist/index.html, lancez d’abord « npm run build ».');
  process.exit(1);
}
const routes = positionals.length > 0 ? positionals : listRoutes('dist');

const useNginx = !values.static && existsSync(NGINX_PATH);
const https = useNginx && !values.http;
const server = useNginx ? await startNginx({ port: Number(values.port), https }) : await serveDist();
const served = useNginx
  ? `nginx (configuration de production, ${https ? 'HTTPS et HTTP/2' : 'HTTP/1.1'}${server.brotli ? ', brotli' : ''})`
  : 'serveur statique (HTTP/1.1)';

/** Runs the Lighthouse CLI once; resolves to the parsed result (lhr). */
function lighthouse(url, outputPath) {
  const flags = ['--headless=new', ...CHROMIUM_ARGS, ...(https ? ['--ignore-certificate-errors'] : [])].join(
    ' ',
  );
  const args = [
    url,
    '--output=json',
    '--output=html',
    `--output-path=${outputPath}`,
    `--chrome-flags=${flags}`,
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
async function lighthouseWithRetry(url, outputPath) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouse(url, outputPath);
    } catch (error) {
      if (attempt >= 3 || !/Runtime error encountered/.test(String(error))) throw error;
      console.warn(`${url} : erreur d’exécution de Lighthouse, nouvel essai (${attempt + 1}/3).`);
    }
  }
}

/** The figures of one result. */
function summarize(route, lhr) {
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
  return {
    route,
    scores: Object.fromEntries(CATEGORIES.map(([id]) => [id, score(id)])),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    failing: [...new Set(failing)],
    /** Lighthouse's CPU benchmark of the machine during the run (a typical desktop: 1000 and more). */
    benchmark: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    warnings: lhr.runWarnings ?? [],
  };
}

const meetsTargets = (r) =>
  r.scores.performance >= TARGETS.performance &&
  r.scores.accessibility >= TARGETS.accessibility &&
  r.scores['best-practices'] >= TARGETS['best-practices'] &&
  r.scores.seo >= TARGETS.seo &&
  r.lcp < TARGETS.lcp &&
  r.tbt < TARGETS.tbt &&
  r.cls <= TARGETS.cls;

mkdirSync(REPORTS, { recursive: true });
const results = [];
try {
  for (const route of routes) {
    const name = route === '/' ? 'accueil' : route.slice(1).replaceAll('/', '_');
    const attempts = [];
    for (let run = 1; run <= runs; run += 1) {
      const lhr = await lighthouseWithRetry(
        `${server.url}${route}`,
        path.join(REPORTS, runs > 1 ? `${name}-${run}` : name),
      );
      attempts.push(summarize(route, lhr));
    }
    // With several runs, the run of median performance score stands for the route.
    attempts.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
    const result = attempts[Math.floor((attempts.length - 1) / 2)];
    results.push({ ...result, runs: attempts.map((a) => a.scores.performance) });
    console.log(`${route} : performance ${Math.round((result.scores.performance ?? 0) * 100)}`);
  }
} finally {
  await (useNginx ? server.stop() : server.close());
}

const pct = (s) => (s === null || s === undefined ? '–' : String(Math.round(s * 100)));
const header = [
  'Route',
  ...CATEGORIES.map(([, label]) => label),
  'LCP',
  'TBT',
  'CLS',
  'FCP',
  'Indice CPU',
  'Cibles',
  ...(runs > 1 ? ['Perf. par passage'] : []),
];
const rows = results.map((r) => [
  r.route,
  ...CATEGORIES.map(([id]) => pct(r.scores[id])),
  `${(r.lcp / 1000).toFixed(2)} s`,
  `${Math.round(r.tbt)} ms`,
  r.cls.toFixed(3),
  `${(r.fcp / 1000).toFixed(2)} s`,
  String(r.benchmark),
  meetsTargets(r) ? 'oui' : 'non',
  ...(runs > 1 ? [r.runs.map(pct).join(' / ')] : []),
]);
const table = [
  `| ${header.join(' | ')} |`,
  `|${header.map((_, i) => (i === 0 ? ':--' : '--:')).join('|')}|`,
  ...rows.map((row) => `| ${row.join(' | ')} |`),
].join('\n');
const details = results
  .filter((r) => r.failing.length > 0 || r.warnings.length > 0)
  .map((r) =>
    [
      `### ${r.route}`,
      ...r.failing.map((f) => `- ${f}`),
      ...r.warnings.map((w) => `- avertissement : ${w}`),
    ].join('\n'),
  )
  .join('\n\n');
const report = `# Lighthouse (mobile, limitation simulée par défaut)

${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · Lighthouse 13 · Chromium Debian · ${served} · ${runs} passage(s) par route${runs > 1 ? ' (médiane de la performance)' : ''}.
Cibles : performance ≥ 98 (visée 100), accessibilité, bonnes pratiques et SEO 100, LCP < 1,2 s, TBT < 30 ms, CLS 0.
Indice CPU : le banc d’essai CPU de Lighthouse pendant le passage ; sous 1000, la machine est plus lente (ou plus chargée)
que ce que la limitation simulée suppose, et TBT, FCP et LCP en sont gonflés.

${table}

${details ? `## Ce qui retient un score sous 100\n\n${details}\n` : 'Aucun audit en échec.\n'}`;
writeFileSync('reports/lighthouse.md', report);
console.log(`\n${table}\n\nreports/lighthouse.md, rapports complets dans ${REPORTS}/`);
if (details) console.log(`\n${details}`);
