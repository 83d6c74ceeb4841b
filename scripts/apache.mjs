// @ts-check
// Serves the build with Debian's Apache as a shared host (OVH) would, `AllowOverride All` over
// dist/ and the build's own dist/.htaccess, on a loopback port, in the foreground until
// interrupted: used by the Apache test suite, and handy to look at OVH's behaviour by hand.
// Usage: node scripts/apache.mjs [--port 4335] [--root dist]
import { parseArgs } from 'node:util';
import { startApache } from './lib/apache.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4335' }, root: { type: 'string', default: 'dist' } },
});

let server;
try {
  server = await startApache({ root: values.root, port: Number(values.port) });
} catch (error) {
  console.error(`✖ Apache : ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
console.log(`Apache sert ${values.root}/ (avec son .htaccess) sur ${server.url}/`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.child.once('exit', (code, signal) => {
  if (stopping) return;
  console.error(`✖ Apache s’est arrêté (${code ?? signal}).`);
  server.stop().finally(() => process.exit(1));
});
