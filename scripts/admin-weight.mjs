// @ts-check
// `npm run admin:weight`: the owner's editor (/admin/) opened as on his phone, on a first visit and
// on the next one: the bytes it moves and the time until its sign-in is usable (the token
// sign-in button visible and enabled: the page's own, src/admin/sign-in.ts, or Sveltia's), against
// issue 42's budgets: at most 700 KB and 4 s on a first visit, 2 s on the next. The first visit
// also starts Sveltia as the owner's sign-in would (its start is timed apart, and its files are
// counted); the next visit has the owner's key kept, and is timed until Sveltia is drawn. Exits 1 past a budget. Not part of `npm test`: times move with the
// machine's load; the bytes are checked in tests/servers/budgets.test.ts too. Run after
// `npm run build`.
//
// The phone: 375 px, touch, Lighthouse's mobile profile (its `mobileSlow4G` constants: 150 ms per
// request, 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4×), applied through the Chrome DevTools
// Protocol (`Network.emulateNetworkConditions`, `Emulation.setCPUThrottlingRate`) in Debian's
// Chromium (headless shell). The server: Apache with the build's own .htaccess over HTTPS (as on
// OVH: brotli, the build's caching), so that builds of other commits are each served as they were
// built (nginx's configuration is generated from this checkout's hosting/). The next visit is a
// new tab in the same browser profile, whose HTTP cache holds the first visit's files; no request
// is intercepted (Playwright turns the HTTP cache off for a context with a route), and outside
// addresses fail at once (the editor asks GitHub's status page before sign-in).
//
// Each figure is printed with Lighthouse's CPU benchmark index, measured in the same browser just
// before each round, and the machine's load average: compare runs made side by side only.
// Several builds (--dist before --dist after, e.g. main built into another folder) are measured in
// interleaved rounds; each figure is the median of its rounds.
//
// Usage: node scripts/admin-weight.mjs [--runs 3] [--dist dist ...] [--port 4435]
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { throttling } from 'lighthouse/core/config/constants.js';
import { startApache } from './lib/apache.mjs';
import { launchOptions } from './lib/chromium.mjs';
import { buildLabels } from './lib/labels.mjs';
// Its texts, and where Sveltia keeps the signed-in owner (a key kept starts Sveltia at once).
import { SIGN_IN_TEXTS, USER_KEY } from '../src/admin/sign-in.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    dist: { type: 'string', multiple: true, default: ['dist'] },
    port: { type: 'string', default: '4437' },
  },
});
const runs = Math.max(1, Number(values.runs));
const KB = 1024;
/** Issue 42's budgets. */
const BUDGETS = { firstBytes: 700 * KB, firstSignIn: 4000, nextSignIn: 2000 };
const PHONE = throttling.mobileSlow4G;
/** The sign-in the owner uses: the access token (no OAuth helper configured, src/admin/config.ts). */
const SIGN_IN = 'jeton d’accès';
/** The page's way to Sveltia's own sign-in page, on a local host. */
const OTHER_WAY = SIGN_IN_TEXTS.other;
/** Sveltia's own sign-in page, on a local host. */
const LOCAL_REPOSITORY = 'Travailler avec un dépôt local';
/** Quiet this long after sign-in (no request under way): the visit's last files have arrived. */
const QUIET_MS = 1500;

for (const dist of values.dist) {
  if (!existsSync(path.join(dist, 'admin', 'index.html'))) {
    console.error(`✖ admin:weight : pas de ${dist}/admin/index.html, lancez d’abord « npm run build ».`);
    process.exit(1);
  }
}

/**
 * Opens /admin/ in a new tab of `context`, the phone's network and CPU applied, until its sign-in
 * is usable and the network quiet: the time to sign-in (ms from navigation) and the bytes moved
 * (bodies and headers, as Chromium counts them), with each file's.
 * @param {import('@playwright/test').BrowserContext} context @param {string} url
 */
async function visit(context, url, { keepKey = false } = {}) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.rttMs,
    downloadThroughput: (PHONE.throughputKbps * KB) / 8,
    uploadThroughput: (750 * KB) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdownMultiplier });
  /** @type {Map<string, string>} */
  const urls = new Map();
  /** @type {Map<string, number>} */
  const bytes = new Map();
  let pending = 0;
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    urls.set(requestId, request.url);
    pending += 1;
    lastActivity = Date.now();
  });
  const done = (/** @type {string} */ requestId, /** @type {number} */ length) => {
    bytes.set(requestId, length);
    pending -= 1;
    lastActivity = Date.now();
  };
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => done(requestId, encodedDataLength));
  cdp.on('Network.loadingFailed', ({ requestId }) => done(requestId, 0));
  await page.goto(url, { waitUntil: 'commit' });
  const time = await usableAt(page, SIGN_IN);
  // When Sveltia's bundle had run (its `CMS` defined).
  const ran = Number(
    await (
      await page.waitForFunction(() => 'CMS' in window && performance.now(), null, { timeout: 60_000 })
    ).jsonValue(),
  );
  // When Sveltia's bundle had arrived: what follows until it has run is mostly the processor's
  // work (the part that moves with the machine's load).
  const bundle = await page.evaluate(
    (file) =>
      performance
        .getEntriesByType('resource')
        .find((entry) => new URL(entry.name).pathname.startsWith(file))
        ?.toJSON().responseEnd ?? NaN,
    // sveltia-cms.<hash>.js, named by its content (sveltia-cms.js in builds before that).
    '/admin/sveltia-cms.',
  );
  // The page's own sign-in (src/admin/sign-in.ts) leaves Sveltia asleep until the owner has signed
  // in; Sveltia's start then (its fonts, translation, first drawing) is measured from a tap on
  // « Autres façons de se connecter » (shown on 127.0.0.1), the same start without a key: until
  // its own page is usable. Builds without that sign-in started Sveltia at once: nothing to add.
  let start = NaN;
  const other = page.getByRole('button', { name: OTHER_WAY });
  if (await other.isVisible()) {
    while (pending > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100);
    const tapped = await page.evaluate(() => performance.now());
    await other.click();
    start = (await usableAt(page, LOCAL_REPOSITORY)) - tapped;
  }
  while (pending > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100);
  // Signed in: the owner's key kept, as Sveltia keeps it (the next visit starts Sveltia at once;
  // GitHub, out of reach here, refuses nothing and answers nothing: Sveltia then shows its page).
  if (keepKey)
    await page.evaluate(
      (name) =>
        localStorage.setItem(name, JSON.stringify({ backendName: 'github', token: 'github_pat_banc' })),
      USER_KEY,
    );
  await page.close();
  const files = [...bytes].map(([id, n]) => [new URL(urls.get(id) ?? url).pathname, n]);
  return {
    time,
    bundle: Number(bundle),
    ran,
    start,
    bytes: files.reduce((sum, [, n]) => sum + Number(n), 0),
    files,
  };
}

/**
 * When a button whose text holds `name` is visible and enabled (ms from navigation, the page's
 * clock). @param {import('@playwright/test').Page} page @param {string} name
 */
async function usableAt(page, name) {
  const found = await page.waitForFunction(
    (text) => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes(text));
      const usable =
        button &&
        button.checkVisibility() &&
        !button.disabled &&
        button.getAttribute('aria-disabled') !== 'true';
      return usable ? performance.now() : false;
    },
    name,
    { polling: 'raf', timeout: 60_000 },
  );
  return Number(await found.jsonValue());
}

/** The machine's CPU benchmark index now, as Lighthouse measures it. @param {import('@playwright/test').Browser} browser */
async function benchmarkIndex(browser) {
  const page = await browser.newPage();
  try {
    return Math.round(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`));
  } finally {
    await page.close();
  }
}

/** The median (the lower middle one: always a real run's). @param {number[]} list */
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) / 2)] ?? NaN;

/**
 * The SHA-256 of a certificate's public key, as Chromium's --ignore-certificate-errors-spki-list
 * takes it. @param {string} file
 */
const spkiHash = (file) =>
  createHash('sha256')
    .update(new X509Certificate(readFileSync(file)).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');

const labels = buildLabels(values.dist);
/** @type {{ server: Awaited<ReturnType<typeof startApache>>, url: string }[]} */
const servers = [];
for (const [i, dist] of values.dist.entries()) {
  const port = Number(values.port) + 2 * i;
  const server = await startApache({ root: dist, port, tlsPort: port + 1 });
  servers.push({ server, url: `https://127.0.0.1:${port + 1}/admin/` });
}
const browser = await chromium.launch({
  ...launchOptions,
  args: [
    ...launchOptions.args,
    // Outside addresses fail at once, without a route (which would turn the HTTP cache off).
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    // The test certificates are trusted, not ignored: Chromium caches nothing fetched over a
    // connection with a certificate error, and the next visit would download everything again.
    `--ignore-certificate-errors-spki-list=${servers.map(({ server }) => spkiHash(path.join(server.dir, 'cert.pem'))).join(',')}`,
  ],
});
const loadBefore = loadavg()[0] ?? 0;
/** Each build's rounds. @type {{ first: Awaited<ReturnType<typeof visit>>, next: Awaited<ReturnType<typeof visit>>, index: number }[][]} */
const rounds = values.dist.map(() => []);
try {
  for (let run = 1; run <= runs; run += 1) {
    for (const [i, { url }] of servers.entries()) {
      const index = await benchmarkIndex(browser);
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        locale: 'fr-FR',
      });
      try {
        const first = await visit(context, url, { keepKey: true });
        const next = await visit(context, url);
        rounds[i]?.push({ first, next, index });
        console.log(
          `${labels[i]} (${run}/${runs}) : première visite ${(first.bytes / KB).toFixed(0)} Ko, ` +
            `connexion ${(first.time / 1000).toFixed(2)} s (Sveltia arrivé à ${(first.bundle / 1000).toFixed(2)} s, ` +
            `exécuté à ${(first.ran / 1000).toFixed(2)} s, démarré en ${(first.start / 1000).toFixed(2)} s) ; ` +
            `suivante ${(next.bytes / KB).toFixed(0)} Ko, ${(next.time / 1000).toFixed(2)} s ` +
            `(Sveltia à ${(next.bundle / 1000).toFixed(2)} s) ; indice CPU ${index}`,
        );
      } finally {
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  for (const { server } of servers) await server.stop();
}
const loadAfter = loadavg()[0] ?? 0;

const kb = (/** @type {number} */ n) => `${(n / KB).toFixed(0)} Ko`;
const s = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;
let failed = false;
const rows = rounds.map((list, i) => {
  const first = median(list.map((r) => r.first.bytes));
  const firstTime = median(list.map((r) => r.first.time));
  const next = median(list.map((r) => r.next.bytes));
  const nextTime = median(list.map((r) => r.next.time));
  const ok =
    first <= BUDGETS.firstBytes && firstTime <= BUDGETS.firstSignIn && nextTime <= BUDGETS.nextSignIn;
  failed ||= !ok;
  const indexes = list.map((r) => r.index).join(', ');
  const firstBundle = median(list.map((r) => r.first.bundle));
  const nextBundle = median(list.map((r) => r.next.bundle));
  const ran = median(list.map((r) => r.first.ran));
  const start = median(list.map((r) => r.first.start));
  const after = Number.isNaN(start) ? '—' : s(start);
  return `| ${labels[i]} | ${kb(first)} | ${s(firstBundle)} | ${s(firstTime)} | ${s(ran)} | ${after} | ${kb(next)} | ${s(nextBundle)} | ${s(nextTime)} | ${indexes} | ${ok ? 'oui' : 'non'} |`;
});
/** The heaviest files of the last first visit of each build. */
const heaviest = rounds.map((list, i) => {
  const files = (list.at(-1)?.first.files ?? [])
    .filter(([, n]) => Number(n) >= KB)
    .sort((a, b) => Number(b[1]) - Number(a[1]))
    .map(([file, n]) => `${file} ${kb(Number(n))}`);
  return `- ${labels[i]} : ${files.join(', ')}`;
});
console.log(`
/admin/ sur téléphone (375 px, tactile, ${PHONE.rttMs} ms, ${(PHONE.throughputKbps / KB).toFixed(1)} Mbit/s, processeur ralenti ${PHONE.cpuSlowdownMultiplier}×), Apache + HTTPS, ${runs} tour(s) entrelacé(s), médianes.
Charge de la machine (moyenne sur 1 min) : ${loadBefore.toFixed(2)} au début, ${loadAfter.toFixed(2)} à la fin.
Budgets : première visite ≤ ${kb(BUDGETS.firstBytes)} et connexion utilisable ≤ ${s(BUDGETS.firstSignIn)} ; visite suivante ≤ ${s(BUDGETS.nextSignIn)}.
« Sveltia arrivé » : la fin du téléchargement (ou de la revalidation) de sveltia-cms.js ; « exécuté » : son script a tourné (CMS défini).
« Connexion » : le bouton « Se connecter avec un jeton d’accès » utilisable (celui de la page, src/admin/sign-in.ts, ou celui de Sveltia).
« Démarrage » : avec la connexion de la page, de la touche « Autres façons de se connecter » à la page de Sveltia utilisable, son démarrage
sans clé (ses polices, sa traduction) : ce que suit la connexion du gérant ; « — » : Sveltia démarrait d’emblée. La 1re visite compte tout.
Visite suivante : la clé du gérant gardée, comme après sa connexion ; « Connexion » : Sveltia dessiné (GitHub, hors d’atteinte ici, ne
répond pas : il montre sa page), là où il chargerait la liste des fichiers.

| Build | 1re visite | Sveltia arrivé | Connexion | Sveltia exécuté | Démarrage | Visite suivante | Sveltia arrivé | Connexion | Indice CPU (par tour) | Budgets |
|:--|--:|--:|--:|--:|--:|--:|--:|--:|--:|:--|
${rows.join('\n')}

Fichiers d’au moins 1 Ko (dernière première visite) :
${heaviest.join('\n')}
`);
if (failed) {
  console.error('✖ admin:weight : budget dépassé.');
  process.exit(1);
}
