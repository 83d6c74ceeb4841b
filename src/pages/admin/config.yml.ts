/** /admin/config.yml: the editor's configuration, derived from the content schemas (src/admin/config.ts); a trade the garage does not offer has no form. */
import type { APIRoute } from 'astro';
import { dump } from 'js-yaml';
import { cmsConfig } from '#admin/config.ts';
import { getTradeData } from '#data/api.ts';
import { TRADE_FILES, type TradeName } from '#schemas/trades.ts';

export const GET: APIRoute = async () => {
  // A trade's content collection is empty when its data file is absent (src/data/loader.ts).
  const notOffered: TradeName[] = [];
  for (const trade of TRADE_FILES) if (!(await getTradeData(trade))) notOffered.push(trade);
  return new Response(dump(cmsConfig(notOffered), { lineWidth: -1, noRefs: true }), {
    headers: { 'Content-Type': 'text/yaml; charset=utf-8' },
  });
};
