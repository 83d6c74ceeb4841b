// @ts-check
// How scripts launch Debian's Chromium (Playwright's own browser download cannot work here).
// Two builds of the same Chromium, both Debian packages:
// - the headless shell (`chromium-headless-shell`), what Playwright itself runs for headless tests:
//   every test suite and the screenshots, twice as fast as the full browser on two cores
//   (docs/decisions/0011-test-time.md);
// - the full browser (`chromium`), what Lighthouse measures, as a visitor's browser would load.
import { existsSync } from 'node:fs';

/** The full browser, for Lighthouse. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The headless shell, for the tests and the screenshots. */
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** @type {[path: string, variable: string, pkg: string][]} */
const builds = [
  [CHROMIUM_PATH, 'CHROMIUM_PATH', 'chromium'],
  [HEADLESS_SHELL_PATH, 'HEADLESS_SHELL_PATH', 'chromium-headless-shell'],
];
for (const [path, variable, pkg] of builds) {
  if (!existsSync(path)) {
    console.error(
      `Chromium introuvable (${path}) : installez-le avec « apt-get install -y chromium chromium-headless-shell » ou définissez ${variable} (paquet ${pkg}).`,
    );
    process.exit(1);
  }
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Playwright's launch options: the headless shell. */
export const launchOptions = { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS };
