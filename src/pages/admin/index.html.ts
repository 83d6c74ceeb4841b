/** /admin/: the owner's editing page (src/admin/page.ts); not a public page, not in the page registry. */
import type { APIRoute } from 'astro';
import { adminPage } from '#admin/page.ts';
import { getData } from '#data/api.ts';
import { offerPriceFacts } from '#data/references.ts';

export const GET: APIRoute = async () => {
  const [home, repairs, cleaning] = await Promise.all([
    getData('home'),
    getData('repairs'),
    getData('cleaning'),
  ]);
  return new Response(adminPage(offerPriceFacts(home, repairs, cleaning)), {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
};
