import { defineConfig } from 'vitest/config';

// Checks of the built site in dist/ (`npm run test:build`, after `npm run build`), and of the image
// pipeline on a fixture site it builds itself (tests/pipeline).
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts', 'tests/pipeline/**/*.test.ts'],
    // jsdom gives the tests a DOMParser to read the built pages.
    environment: 'jsdom',
  },
});
