/** /admin/config.yml: the editor's configuration (src/admin/site-config.ts), the one its page holds, as YAML. */
import type { APIRoute } from 'astro';
import { dump } from 'js-yaml';
import { siteCmsConfig } from '#admin/site-config.ts';

export const GET: APIRoute = async () =>
  new Response(dump(await siteCmsConfig(), { lineWidth: -1, noRefs: true }), {
    headers: { 'Content-Type': 'text/yaml; charset=utf-8' },
  });
