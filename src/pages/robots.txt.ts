/** /robots.txt: crawl everything, and where the sitemap is (see src/lib/sitemap.ts). */
import type { APIRoute } from 'astro';
import { getData } from '#data/api.ts';
import { robotsTxt } from '#lib/sitemap.ts';

export const GET: APIRoute = async () => {
  const garage = await getData('garage');
  return new Response(robotsTxt(garage.siteUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
