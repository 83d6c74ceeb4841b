/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Unit and component tests, fast and without a build; browser tests live in tests/e2e and run with
// Playwright, checks of a build (dist/, the image pipeline's fixture site) in vitest.build.config.ts.
export default getViteConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'hosting/**/*.test.ts', 'tests/docs/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./tests/support/setup.ts'],
  },
});
