// @ts-check
// Writes what each host needs to serve the build as hosting/description.ts describes, from the
// meta policies Astro put in every page and the site's address (its canonical links, from siteUrl):
// dist/.htaccess (Apache: OVH and most shared hosting) and dist/_headers (Cloudflare Pages,
// Netlify), which travel with the pages they were made for, and build/nginx.conf (the site's
// server block for nginx), build/host.conf (its name and port) and build/redirect.conf (the other
// ways in), kept out of dist/, which is public.
// Run after every build (`npm run build` does it).
// Usage: node scripts/hosts.mjs [--dist dist] [--nginx build/nginx.conf]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { builtSiteUrl, isPublicPage, pagePolicies } from './lib/dist.mjs';
import { buildPolicies } from '#hosting/policies.ts';
import { headersFile, htaccess, nginxConf, nginxHost, nginxRedirect } from '#hosting/servers.ts';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    nginx: { type: 'string', default: 'build/nginx.conf' },
  },
});

try {
  const pages = pagePolicies(values.dist);
  if (Object.keys(pages).length === 0)
    throw new Error(`aucune page dans ${values.dist}/ : lancez d’abord « npm run build »`);
  const policies = buildPolicies(pages);
  const siteUrl = builtSiteUrl(values.dist);
  writeFileSync(path.join(values.dist, '.htaccess'), htaccess(policies, siteUrl));
  const headers = headersFile(policies);
  writeFileSync(path.join(values.dist, '_headers'), headers);
  mkdirSync(path.dirname(values.nginx), { recursive: true });
  writeFileSync(values.nginx, nginxConf(policies));
  const nginxDir = path.dirname(values.nginx);
  writeFileSync(path.join(nginxDir, 'host.conf'), nginxHost(siteUrl));
  writeFileSync(path.join(nginxDir, 'redirect.conf'), nginxRedirect(siteUrl));
  const rules = headers.split('\n').filter((l) => l.startsWith('/')).length;
  console.log(
    `hosts : ${values.dist}/.htaccess (${siteUrl}), ${values.dist}/_headers (${rules} règles), ${values.nginx}, host.conf, redirect.conf ; ` +
      `${Object.keys(pages).filter(isPublicPage).length} pages${policies.admin ? ' + /admin/ (sa propre CSP)' : ''}.`,
  );
} catch (error) {
  console.error(`✖ hosts : ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
