// @ts-check
// Serves the build with the production nginx configuration on a loopback port, in the foreground,
// until interrupted (Ctrl-C or SIGTERM): used by the nginx test suite and the Lighthouse script,
// and handy to look at the production behaviour by hand.
// Usage: node scripts/nginx.mjs [--port 4334] [--root dist]
import { parseArgs } from 'node:util';
import { startNginx } from './lib/nginx.mjs';
import { serveInForeground } from './lib/server-process.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4334' }, root: { type: 'string', default: 'dist' } },
});

await serveInForeground(
  'nginx',
  () => startNginx({ root: values.root, port: Number(values.port) }),
  (server) =>
    `nginx ${server.brotli ? '(gzip + brotli)' : '(gzip, sans brotli)'} sert ${values.root}/ sur ${server.url}/`,
);
