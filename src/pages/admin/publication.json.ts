/** /admin/publication.json: the build stamp, the commit this build was made from (src/admin/publication.ts). */
import { execFileSync } from 'node:child_process';
import type { APIRoute } from 'astro';
import { buildStamp } from '#admin/publication.ts';

/** The checked-out commit, or null outside a git working tree (a copy of the sources, no git). */
function gitHead(): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      encoding: 'utf-8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return null;
  }
}

export const GET: APIRoute = () =>
  new Response(JSON.stringify(buildStamp(process.env, gitHead, new Date())), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
