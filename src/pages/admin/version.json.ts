/** /admin/version.json: the pinned editor version, where its update check reads it (src/admin/bundle.ts). */
import type { APIRoute } from 'astro';
import { SVELTIA_VERSION } from '#admin/bundle.ts';

export const GET: APIRoute = () =>
  new Response(JSON.stringify({ version: SVELTIA_VERSION }), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
