// @ts-check
// Serves the build with the production nginx configuration on a loopback port, in the foreground,
// until interrupted (Ctrl-C or SIGTERM): used by the nginx test suite and the Lighthouse script,
// and handy to look at the production behaviour by hand.
// Usage: node scripts/nginx.mjs [--port 4334] [--root dist]
import { parseArgs } from 'node:util';
import { startNginx } from './lib/nginx.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4334' }, root: { type: 'string', default: 'dist' } },
});

let server;
try {
  server = await startNginx({ root: values.root, port: Number(values.port) });
} catch (error) {
  console.error(`✖ nginx : ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
console.log(
  `nginx ${server.brotli ? '(gzip + brotli)' : '(gzip, sans brotli)'} sert ${values.root}/ sur ${server.url}/`,
);

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
  console.error(`✖ nginx s’est arrêté (${code ?? signal}).`);
  server.stop().finally(() => process.exit(1));
});
