/**
 * One address for the site on Apache (the build's .htaccess, as OVH reads it): plain HTTP and the
 * other host name answer 301 to https:// + the canonical name (siteUrl), in one step, path and
 * query kept; an HTTPS request, whether Apache speaks TLS itself (mod_ssl, a self-signed
 * certificate made for the run) or a CDN in front says so (X-Forwarded-Proto), is served, never
 * redirected again. Other names (127.0.0.1, the host's temporary address) are served as they are.
 */
import { test, expect } from '@playwright/test';
import { builtSiteUrl } from '#scripts/lib/dist.mjs';
import { hostNames } from '#hosting/servers.ts';
import { ask } from './raw-http';

const { canonical, other } = hostNames(builtSiteUrl('dist'));
const WWW = canonical.hostname;
const TLS_PORT = Number(process.env['APACHE_TLS_PORT']);

/** What Apache answers to `url`: on its plain port (baseURL's) or its TLS port. */
const askApache = (baseURL: string, url: string, headers: Record<string, string> = {}) =>
  ask(url, { http: Number(new URL(baseURL).port), https: TLS_PORT }, headers);

test(
  'plain HTTP and the other host name lead to https://' + WWW + ' in one step, path and query kept',
  async ({ baseURL }) => {
    const target = `${canonical.origin}/contact?depuis=affiche`;
    for (const from of [
      `http://${WWW}/contact?depuis=affiche`,
      `http://${other}/contact?depuis=affiche`,
      `https://${other}/contact?depuis=affiche`,
    ]) {
      const answer = await askApache(baseURL!, from);
      expect(answer.status, from).toBe(301);
      expect(answer.location, from).toBe(target);
      const next = await askApache(baseURL!, answer.location);
      expect(next.tls, `${answer.location} over TLS`).toBe(true);
      expect(next.status, `${from} → ${answer.location}: served, not redirected again`).toBe(200);
      expect(next.hsts, 'HSTS over HTTPS').toMatch(/^max-age=\d+/);
    }
    const home = await askApache(baseURL!, `http://${other}/`);
    expect(home.location).toBe(`${canonical.origin}/`);
    const accented = await askApache(baseURL!, `http://${WWW}/caf%C3%A9`);
    expect(accented.location.toLowerCase(), 'an encoded path stays encoded').toBe(
      `${canonical.origin}/caf%c3%a9`,
    );
  },
);

test('behind a CDN or proxy that ends TLS (X-Forwarded-Proto: https): served, no loop', async ({
  baseURL,
}) => {
  const forwarded = { 'x-forwarded-proto': 'https' };
  expect((await askApache(baseURL!, `http://${WWW}/contact`, forwarded)).status).toBe(200);
  const bare = await askApache(baseURL!, `http://${other}/contact`, forwarded);
  expect(bare.status, 'the other name still goes to the canonical one').toBe(301);
  expect(bare.location).toBe(`${canonical.origin}/contact`);
  const plain = await askApache(baseURL!, `http://${WWW}/contact`, { 'x-forwarded-proto': 'http' });
  expect(plain.status, 'X-Forwarded-Proto: http is plain HTTP').toBe(301);
});

test('other host names (a local preview, the host’s temporary address) are served as they are', async ({
  baseURL,
}) => {
  for (const url of [`${baseURL}/contact`, `https://127.0.0.1:${TLS_PORT}/contact`]) {
    const answer = await askApache(baseURL!, url);
    expect(answer.status, url).toBe(200);
    expect(answer.location, url).toBe('');
  }
});
