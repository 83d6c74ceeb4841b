/** /admin/config.yml: the editor's configuration, derived from the content schemas (src/admin/config.ts). */
import type { APIRoute } from 'astro';
import { dump } from 'js-yaml';
import { cmsConfig } from '#admin/config.ts';

export const GET: APIRoute = () =>
  new Response(dump(cmsConfig(), { lineWidth: -1, noRefs: true }), {
    headers: { 'Content-Type': 'text/yaml; charset=utf-8' },
  });
