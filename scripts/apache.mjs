// @ts-check
// Serves the build with Debian's Apache as a shared host (OVH) would, `AllowOverride All` over
// dist/ and the build's own dist/.htaccess, on a loopback port, in the foreground until
// interrupted: used by the Apache test suite, and handy to look at OVH's behaviour by hand.
// Usage: node scripts/apache.mjs [--port 4335] [--root dist]
import { parseArgs } from 'node:util';
import { startApache } from './lib/apache.mjs';
import { serveInForeground } from './lib/server-process.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4335' }, root: { type: 'string', default: 'dist' } },
});

await serveInForeground(
  'Apache',
  () => startApache({ root: values.root, port: Number(values.port) }),
  (server) => `Apache sert ${values.root}/ (avec son .htaccess) sur ${server.url}/`,
);
