// `npm run test:budgets`: measures what a first visit of every built route downloads (HTML, CSS,
// JavaScript, fonts, images; raw, gzip, brotli) and fails, one line per breach, when a budget of
// scripts/lib/budgets.mjs is exceeded. Routes and files come from dist/ itself.
// Usage: node scripts/budgets.mjs [--dist dist] [--verbose]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { listFiles, listRoutes, NOT_FOUND_FILE, routeFile } from './lib/dist.mjs';
import { BUDGETS, checkBudgets, formatTable, measurePage } from './lib/budgets.mjs';

const { values } = parseArgs({
  options: { dist: { type: 'string', default: 'dist' }, verbose: { type: 'boolean', default: false } },
});
const root = path.resolve(values.dist);

let files;
try {
  files = listFiles(root);
} catch {
  files = [];
}
if (!files.includes('index.html')) {
  console.error(`✖ budgets : pas de ${values.dist}/index.html, lancez d’abord « npm run build ».`);
  process.exit(1);
}

const cache = new Map();
const pages = listRoutes(root).map((route) =>
  measurePage({
    root,
    file: routeFile(route, files),
    urlPath: route === '/' ? '/' : `${route}/`,
    route,
    cache,
  }),
);
if (files.includes(NOT_FOUND_FILE)) {
  pages.push(measurePage({ root, file: NOT_FOUND_FILE, urlPath: '/', route: '(404)', cache }));
}

console.log('Poids d’une première visite, en Ko : gzip (brut) par type ; HTML compris dans les totaux.\n');
console.log(formatTable(pages));
if (values.verbose) {
  for (const page of pages) {
    console.log(`\n${page.route}`);
    for (const r of page.resources)
      console.log(`  ${r.kind.padEnd(5)} ${String(r.gzip).padStart(7)} ${r.path}`);
  }
}
const kb = (n) => `${n / 1024} Ko`;
console.log(
  `\nBudgets : JavaScript gzip ≤ ${kb(BUDGETS.jsWithoutIslands)} sans îlot, ≤ ${kb(BUDGETS.jsWithIslands)} ` +
    `sur l’accueil et les pages à îlots ; première visite ≤ ${kb(BUDGETS.firstVisit)} transférés.`,
);

const breaches = checkBudgets(pages);
if (breaches.length > 0) {
  for (const breach of breaches) console.error(`✖ budget dépassé : ${breach}`);
  process.exit(1);
}
console.log(`✔ ${pages.length} pages dans les budgets.`);
