// A tiny static server for dist/, used by the screenshot, budget and Lighthouse scripts:
// directory indexes, the French 404 page with status 404, correct content types.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};

/** Resolves a URL path to a file in `root`, or undefined. */
async function resolveFile(root, urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath.split('?')[0])).replace(/^(\.\.[/\\])+/, '');
  for (const candidate of [clean, path.join(clean, 'index.html'), `${clean}.html`]) {
    const full = path.join(root, candidate);
    if (!full.startsWith(root)) return undefined;
    try {
      if ((await stat(full)).isFile()) return full;
    } catch {
      /* try the next candidate */
    }
  }
  return undefined;
}

/** Starts the server on a free loopback port; resolves to { url, close }. */
export async function serveDist(root = path.resolve('dist'), port = 0) {
  const server = createServer(async (req, res) => {
    const file = await resolveFile(root, req.url ?? '/');
    const target = file ?? path.join(root, '404.html');
    const body = await readFile(target);
    res.writeHead(file ? 200 : 404, {
      'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream',
    });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address();
  return { url: `http://127.0.0.1:${actual}`, close: () => new Promise((r) => server.close(r)) };
}
