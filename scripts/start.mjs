// @ts-check
// `npm start`: builds the production site and serves it on http://localhost:4321/.
import { spawn, spawnSync } from 'node:child_process';

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Node ${process.versions.node} est trop ancien : Node 22.12 ou plus est requis (24 recommandé).`,
  );
  process.exit(1);
}
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
const build = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit', env });
if (build.status !== 0) {
  console.error('La construction du site a échoué : voir le message ci-dessus (fichier et champ en cause).');
  process.exit(build.status ?? 1);
}
const port = process.env.PORT ?? '4321';
console.log(`\nSite construit. Ouvrez http://localhost:${port}/ (Ctrl+C pour arrêter).\n`);
const preview = ['astro', 'preview', '--host', 'localhost', '--port', port];
spawn('npx', preview, { stdio: 'inherit', env }).on('exit', (code) => process.exit(code ?? 0));
