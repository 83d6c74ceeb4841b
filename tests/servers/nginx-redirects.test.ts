/**
 * One address for the site on nginx, as the build writes it from siteUrl (build/host.conf,
 * build/redirect.conf, hosting/servers.ts): real nginx runs the production layout, TLS with a
 * certificate made for the run, on two loopback ports standing in for 80 and 443. Plain HTTP and
 * the other host name answer 301 to https:// + the canonical name, in one step, path and query
 * kept; every HTTPS answer carries the HSTS of hosting/description.ts.
 */
import { test, expect } from '@playwright/test';
import { builtSiteUrl } from '#scripts/lib/dist.mjs';
import { startProductionNginx } from '#scripts/lib/nginx.mjs';
import { SECURITY_HEADERS } from '#hosting/description.ts';
import { hostNames } from '#hosting/servers.ts';
import { ask } from './raw-http';

const { canonical, other } = hostNames(builtSiteUrl('dist'));
const WWW = canonical.hostname;
const HSTS = SECURITY_HEADERS['Strict-Transport-Security'];
/** The stand-ins for 80 and 443, beside the site's own test server (NGINX_PORT). */
const PORTS = {
  http: Number(process.env['NGINX_REDIRECT_PORT'] ?? 4338),
  https: Number(process.env['NGINX_TLS_PORT'] ?? 4339),
};

test(
  'plain HTTP and the other host name lead to https://' + WWW + ' in one step, with the description’s HSTS',
  async () => {
    const nginx = await startProductionNginx({ httpPort: PORTS.http, httpsPort: PORTS.https });
    try {
      const target = `${canonical.origin}/contact?depuis=affiche`;
      for (const from of [
        `http://${WWW}/contact?depuis=affiche`,
        `http://${other}/contact?depuis=affiche`,
        `https://${other}/contact?depuis=affiche`,
      ]) {
        const answer = await ask(from, PORTS);
        expect(answer.status, from).toBe(301);
        expect(answer.location, from).toBe(target);
        expect(answer.hsts, `${from}: HSTS over TLS only`).toBe(answer.tls ? HSTS : '');
      }
      const site = await ask(target, PORTS);
      expect(site.tls, `${target} over TLS`).toBe(true);
      expect(site.status, `${target}: served, not redirected again`).toBe(200);
      expect(site.hsts).toBe(HSTS);
      expect((await ask(`http://${other}/`, PORTS)).location).toBe(`${canonical.origin}/`);
    } finally {
      await nginx.stop();
    }
  },
);
