/**
 * /admin/sveltia-cms.js: the editor's bundle, its CDN addresses pointing at this site (src/admin/bundle.ts);
 * named by its content after the build (sveltia-cms.<hash>.js, src/integrations/admin-editor.ts).
 */
import type { APIRoute } from 'astro';
import { servedBundle } from '#admin/bundle.ts';

export const GET: APIRoute = async () =>
  new Response(await servedBundle(), { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
