/** /llms.txt: the garage, its hours, prices and booking, for AI assistants (see src/lib/llms-txt.ts). */
import type { APIRoute } from 'astro';
import { getData, getLayoutData } from '../data/api';
import { llmsTxt } from '../lib/llms-txt';
import { siteRegistry } from '../lib/pages';

export const GET: APIRoute = async () => {
  const [layout, repairs, cleaning, { vehicles }] = await Promise.all([
    getLayoutData(),
    getData('repairs'),
    getData('cleaning'),
    getData('vehicles'),
  ]);
  const today = new Date().toISOString().slice(0, 10);
  const pages = siteRegistry({ garage: layout.garage, cleaning, vehicles });
  return new Response(llmsTxt({ ...layout, repairs, cleaning }, pages, today), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
