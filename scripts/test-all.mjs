// @ts-check
// `npm test`: every check, stopping at the first failing step with a one-line reason. The static
// checks (types, lint, unused code, formatting, unit tests) run side by side, all at once (faster
// than two at a time on two cores: they wait on the disk and on start-up too), through npm-run-all2
// (as Epic Stack's `validate`); then the hostile-content and image-pipeline builds,
// the build, checks of dist/, HTML validation, the link check, the browser tests (Playwright +
// Debian Chromium, axe on every route), the used-car fixture, the content path (.ci/content) on
// copies of the site with another garage's files or the owner's edits, nginx and Apache (the
// build's .htaccess), one after the other.
// The last line, `checks: N passed, N failed`, is what CI reads. Measurements:
// docs/decisions/0014-libraries-or-home-made.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import runAll from 'npm-run-all2';

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Node ${process.versions.node} est trop ancien : Node 22.12 ou plus est requis (24 recommandé, fourni par « npm ci »).`,
  );
  process.exit(1);
}
// Both Chromium builds there, or a French message naming the package to install.
await import('./lib/chromium.mjs');
process.env.ASTRO_TELEMETRY_DISABLED = '1';

// The browser tests visit the tests' own first garage (tests/first-garage/site.ts builds it here),
// whose texts, prices and counts they assert; every other check reads the owner's files.
const firstGarage = mkdtempSync(path.join(tmpdir(), 'site-garage1-'));
/** The environment of the steps that build or visit the first garage. */
const FIRST_GARAGE = { E2E_ROOT: firstGarage };

/**
 * @type {[name: string, scripts: string[], env?: Record<string, string>][]} Each step: its name, its
 * npm scripts (several run side by side) and what it adds to the environment.
 */
const steps = [
  [
    'static checks: types, lint, workflows, unused code, formatting, unit tests',
    ['check', 'lint', 'lint:workflows', 'lint:unused', 'format:check', 'test:unit'],
  ],
  // Side by side: the hostile step's longest file builds alone for its last half minute, when the
  // pipeline's builds take the other core (101 s one after the other, 93 s together).
  [
    'hostile content (markup in every text field, accepted saves) and the image pipeline (fixture site)',
    ['test:hostile', 'test:pipeline'],
  ],
  [
    'build: the garage’s site (dist/), and the tests’ own first garage for the browser tests',
    ['build', 'build:first-garage'],
    FIRST_GARAGE,
  ],
  ['search engines and published files (built pages, sitemap, JSON-LD, share images)', ['test:build']],
  ['HTML validation', ['test:html']],
  ['link check', ['test:links']],
  ['browser tests, on the first garage', ['test:e2e'], FIRST_GARAGE],
  ['the garage’s own pages in Chromium (h1, header, footer, console, CSP)', ['test:every-page']],
  ['used-car catalogue and dated offers (fixture site)', ['test:fixture-site']],
  // What the owner's check accepts, the publication accepts: .ci/content on copies of the site.
  ['the content path on copies: the second garage, the owner’s correct edits', ['test:content-path']],
  ['nginx', ['test:nginx']],
  ['Apache (OVH), with the .htaccess of the build', ['test:apache']],
];

let passed = 0;
const started = Date.now();
for (const [name, scripts, env = {}] of steps) {
  const t0 = Date.now();
  Object.assign(process.env, env);
  console.log(`\n▶ ${name} (npm run ${scripts.join(', ')})`);
  /** @type {{ name: string, code: number | undefined }[]} */
  let results;
  try {
    // Side by side, each script's output printed whole once it ends; every one runs to its end,
    // so that all of a step's failures are reported at once.
    results =
      (await runAll(scripts, {
        parallel: scripts.length > 1,
        aggregateOutput: scripts.length > 1,
        continueOnError: true,
        silent: true,
        stdout: process.stdout,
        stderr: process.stderr,
      })) ?? [];
  } catch (error) {
    results = /** @type {{ results?: typeof results }} */ (error).results ?? [];
  }
  for (const key of Object.keys(env)) delete process.env[key];
  const failed = results.filter((r) => r.code !== 0).map((r) => r.name);
  passed += results.length - failed.length;
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (failed.length > 0) {
    rmSync(firstGarage, { recursive: true, force: true });
    console.error(`\n✖ ${name} a échoué (npm run ${failed.join(', npm run ')}, ${seconds} s).`);
    console.log(`checks: ${passed} passed, ${failed.length} failed`);
    process.exit(1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
rmSync(firstGarage, { recursive: true, force: true });
console.log(`\nTout est vert en ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(`checks: ${passed} passed, 0 failed`);
