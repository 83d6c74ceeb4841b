import { defineConfig } from 'vitest/config';

// Checks of the built site in dist/ (`npm run test:build`, after `npm run build`).
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    // jsdom gives the tests a DOMParser to read the built pages.
    environment: 'jsdom',
  },
});
