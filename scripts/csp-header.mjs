// @ts-check
// Writes build/csp.conf (beside dist/, never into the source folder deploy/): the site's Content-Security-Policy response header for nginx, built from
// the meta policies Astro put in every page of dist/ (their script and style hashes, unioned) plus
// frame-ancestors 'none', which a meta policy cannot carry.
//
// Why a header and the meta together: a browser enforces every policy it receives, so a resource
// must be allowed by both. The meta keeps each page to its own hashes and travels with the HTML to
// any host; the header (a superset of every meta) adds frame-ancestors, also covers the inline code
// placed before the meta in <head> and the non-HTML responses (an SVG opened directly).
//
// --union-with FILE also keeps the sources of an earlier csp.conf (the one live on the server): for
// the moment of a deployment when visitors may still load pages of the previous build.
//
// Usage: node scripts/csp-header.mjs [--dist dist] [--out build/csp.conf] [--print] [--union-with FILE]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isPublicPage, listFiles } from './lib/dist.mjs';
import { nginxCspInclude, serializeCsp, siteCsp, unionCsp } from '../src/lib/csp.ts';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    out: { type: 'string', default: 'build/csp.conf' },
    print: { type: 'boolean', default: false },
    'union-with': { type: 'string' },
  },
});

try {
  // The owner's editor (/admin/) carries its own policy (src/admin/page.ts): the public pages' header leaves it out.
  const pages = listFiles(values.dist).filter(isPublicPage);
  if (pages.length === 0)
    throw new Error(`aucune page dans ${values.dist}/ : lancez d’abord « npm run build »`);
  let policy = siteCsp(
    Object.fromEntries(pages.map((f) => [f, readFileSync(path.join(values.dist, f), 'utf-8')])),
  );
  if (values['union-with']) {
    const earlier = readFileSync(values['union-with'], 'utf-8').match(/^\s*~\S+ "([^"]*)";$/m)?.[1];
    if (!earlier) throw new Error(`${values['union-with']} : pas de politique Content-Security-Policy`);
    policy = serializeCsp(unionCsp([policy, earlier]));
  }
  if (values.print) {
    console.log(policy);
  } else {
    mkdirSync(path.dirname(values.out), { recursive: true });
    writeFileSync(values.out, nginxCspInclude(policy));
    const hashes = policy.match(/'sha\d+-/g)?.length ?? 0;
    console.log(`${values.out} : CSP de ${pages.length} pages, ${hashes} empreintes.`);
  }
} catch (error) {
  console.error(`✖ csp-header : ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
