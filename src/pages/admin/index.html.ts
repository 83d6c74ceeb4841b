/** /admin/: the owner's editing page (src/admin/page.ts); not a public page, not in the page registry. */
import type { APIRoute } from 'astro';
import { startFiles } from '#admin/bundle.ts';
import { adminPage } from '#admin/page.ts';
import { siteCmsConfig } from '#admin/site-config.ts';

export const GET: APIRoute = async () =>
  new Response(adminPage(await siteCmsConfig(), await startFiles()), {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
