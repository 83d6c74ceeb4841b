/** /llms.txt: the garage, its hours, prices and booking, for AI assistants (see src/lib/llms-txt.ts). */
import type { APIRoute } from 'astro';
import { getData, getLayoutData } from '../data/api';
import { llmsTxt } from '../lib/llms-txt';
import { sitePages } from '../lib/pages';

export const GET: APIRoute = async () => {
  const [layout, repairs, cleaning] = await Promise.all([
    getLayoutData(),
    getData('repairs'),
    getData('cleaning'),
  ]);
  const today = new Date().toISOString().slice(0, 10);
  return new Response(llmsTxt({ ...layout, repairs, cleaning }, sitePages({ ...layout, cleaning }), today), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
