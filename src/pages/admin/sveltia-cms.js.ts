/** /admin/sveltia-cms.js: the editor's bundle, its CDN addresses pointing at this site (src/admin/bundle.ts). */
import type { APIRoute } from 'astro';
import { servedBundle } from '#admin/bundle.ts';

export const GET: APIRoute = async () =>
  new Response(await servedBundle(), { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
