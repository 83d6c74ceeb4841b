// @ts-check
// Serves the build with Debian's Apache as a shared host (OVH) would, `AllowOverride All` over
// dist/ and the build's own dist/.htaccess, on a loopback port, in the foreground until
// interrupted: used by the Apache test suite, and handy to look at OVH's behaviour by hand.
// With --tls-port, HTTPS too on that port (mod_ssl, a self-signed certificate made for the run for
// the site's two host names), to check the redirects to HTTPS and to the canonical name.
// Usage: node scripts/apache.mjs [--port 4335] [--tls-port 4336] [--root dist]
import { parseArgs } from 'node:util';
import { startApache } from './lib/apache.mjs';
import { builtSiteUrl } from './lib/dist.mjs';
import { hostNames } from '#hosting/servers.ts';
import { serveInForeground } from './lib/server-process.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4335' },
    'tls-port': { type: 'string' },
    root: { type: 'string', default: 'dist' },
  },
});
const tlsPort = values['tls-port'] ? Number(values['tls-port']) : undefined;
const { canonical, other } = hostNames(builtSiteUrl(values.root));

await serveInForeground(
  'Apache',
  () =>
    startApache({
      root: values.root,
      port: Number(values.port),
      tlsPort,
      names: [canonical.hostname, other],
    }),
  (server) =>
    `Apache sert ${values.root}/ (avec son .htaccess) sur ${server.url}/` +
    (tlsPort ? ` et https://127.0.0.1:${tlsPort}/` : ''),
);
