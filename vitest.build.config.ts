import { defineConfig } from 'vitest/config';

// Checks of the built site in dist/ (`npm run test:build`, after `npm run build`), and of the image
// pipeline on a fixture site it builds itself (`npm run test:pipeline`, a step of its own: its build
// would compete for the CPUs with the checks of dist/).
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts', 'tests/pipeline/**/*.test.ts'],
    // jsdom gives the tests a DOMParser to read the built pages.
    environment: 'jsdom',
  },
});
