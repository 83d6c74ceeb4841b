// @ts-check
// dist/ served by Astro's own preview server (directory indexes, the French 404 page with status
// 404), for the screenshot and Lighthouse scripts: no server of our own to maintain.
import { preview } from 'astro';

/**
 * Starts the preview server on a free loopback port; resolves to { url, close }.
 * @param {string} [outDir] another build folder than dist/ (a fixture site's)
 */
export async function serveDist(outDir) {
  const server = await preview({
    logLevel: 'warn',
    ...(outDir ? { outDir } : {}),
    server: { host: '127.0.0.1', port: 0 },
  });
  return { url: `http://127.0.0.1:${server.port}`, close: () => server.stop() };
}
