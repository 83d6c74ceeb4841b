/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Unit and component tests; browser tests live in tests/e2e and run with Playwright.
export default getViteConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}', 'tests/pipeline/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./src/test-setup.ts'],
  },
});
