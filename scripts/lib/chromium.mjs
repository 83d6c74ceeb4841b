// @ts-check
// How scripts launch Debian's Chromium (Playwright's own browser download cannot work here).
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM_PATH)) {
  console.error(
    `Chromium introuvable (${CHROMIUM_PATH}) : installez-le avec « apt-get install -y chromium » ou définissez CHROMIUM_PATH.`,
  );
  process.exit(1);
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

export const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
