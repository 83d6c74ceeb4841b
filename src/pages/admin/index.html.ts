/** /admin/: the owner's editing page (src/admin/page.ts); not a public page, not in the page registry. */
import type { APIRoute } from 'astro';
import { adminPage } from '#admin/page.ts';

export const GET: APIRoute = () =>
  new Response(adminPage(), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
