/** /admin/config.yml: the editor's configuration, derived from the content schemas (src/admin/config.ts); a trade the garage does not offer has no form. */
import type { APIRoute } from 'astro';
import { dump } from 'js-yaml';
import { cmsConfig } from '#admin/config.ts';
import { offersTrade } from '#data/reader.ts';
import { TRADE_FILES } from '#schemas/trades.ts';

export const GET: APIRoute = () =>
  new Response(
    dump(cmsConfig(TRADE_FILES.filter((trade) => !offersTrade(trade))), { lineWidth: -1, noRefs: true }),
    {
      headers: { 'Content-Type': 'text/yaml; charset=utf-8' },
    },
  );
