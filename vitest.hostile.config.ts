import { defineConfig } from 'vitest/config';

// The hostile-content build (`npm run test:hostile`): one build of a copy of the site whose
// every free-text field carries markup, then checks of its dist/ and of the pages in Chromium.
export default defineConfig({
  test: {
    include: ['tests/hostile/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
