/** /llms.txt: the garage, its hours, prices and booking, for AI assistants (see src/lib/llms-txt.ts). */
import type { APIRoute } from 'astro';
import { siteContext } from '#layouts/context.ts';
import { llmsTxt } from '#lib/llms-txt.ts';

export const GET: APIRoute = async () => {
  const site = await siteContext();
  // The build's « today » in Paris: a closure that ended yesterday is no longer listed.
  return new Response(llmsTxt(site, site.pages, site.today), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
