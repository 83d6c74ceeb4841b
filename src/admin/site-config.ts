/**
 * The editor's configuration for the content this build has (src/admin/config.ts): a trade the
 * garage does not offer has no form. Written into the editor's page, which starts the editor with
 * it (src/admin/page.ts, src/admin/editor.ts), and served as /admin/config.yml for whoever reads it.
 */
import { cmsConfig } from './config';
import { editorRepository } from './forge-repository';
import { getTradeData } from '#data/api.ts';
import { TRADE_FILES, type TradeName } from '#schemas/trades.ts';

export async function siteCmsConfig(): Promise<ReturnType<typeof cmsConfig>> {
  // A trade's content collection is empty when its data file is absent (src/data/loader.ts).
  const notOffered: TradeName[] = [];
  for (const trade of TRADE_FILES) if (!(await getTradeData(trade))) notOffered.push(trade);
  return cmsConfig(editorRepository(), notOffered);
}
