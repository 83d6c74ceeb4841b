/** /admin/config.yml: the editor's configuration, derived from the content schemas (src/admin/config.ts). */
import type { APIRoute } from 'astro';
import { dump } from 'js-yaml';
import { cmsConfig } from '#admin/config.ts';
import { getData } from '#data/api.ts';
import { priceNames } from '#data/references.ts';

export const GET: APIRoute = async () => {
  // An offer shows the price of a service it names: the names of the price lists, to pick from.
  const [repairs, cleaning] = await Promise.all([getData('repairs'), getData('cleaning')]);
  const choices = {
    home: { 'offers.price': priceNames({ services: repairs.services, packages: cleaning.packages }) },
  };
  return new Response(dump(cmsConfig(choices), { lineWidth: -1, noRefs: true }), {
    headers: { 'Content-Type': 'text/yaml; charset=utf-8' },
  });
};
