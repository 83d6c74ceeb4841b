/**
 * The content API pages call: each data file is one collection holding one entry.
 * Pages and layouts read the owner's data only through these functions.
 */
import { getEntry, type CollectionKey, type DataEntryMap } from 'astro:content';

/** The validated data of one of the owner's data files (src/content/<name>.yaml). */
export async function getData<K extends CollectionKey>(name: K): Promise<DataEntryMap[K][string]['data']> {
  const entry = await getEntry(name, 'main');
  if (!entry) throw new Error(`Fichier de données manquant : src/content/${name}.yaml`);
  return entry.data;
}

/** The validated data of a trade's file (src/schemas/trades.ts), or undefined: the trade is not offered. */
export async function getTradeData<K extends CollectionKey>(
  name: K,
): Promise<DataEntryMap[K][string]['data'] | undefined> {
  return (await getEntry(name, 'main'))?.data;
}
