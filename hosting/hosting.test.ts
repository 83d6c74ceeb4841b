import { describe, expect, it } from 'vitest';
import { vendorFiles } from '../src/admin/bundle';
import {
  ADMIN_HEADERS,
  DOCUMENT_HEADERS,
  IMMUTABLE,
  IMMUTABLE_PATHS,
  isImmutablePath,
  SECURITY_HEADERS,
  TEXT_FILES,
} from './description';
import { buildPolicies, expectedCsp, stableDocumentCsp, withoutHashes } from './policies';
import {
  HEADERS_FILE_LIMITS,
  HTACCESS_LINE_LIMIT,
  headersFile,
  hostNames,
  htaccess,
  literal,
  nginxConf,
  nginxHost,
  nginxRedirect,
} from './servers';

const SITE =
  "default-src 'self'; img-src 'self' data:; script-src 'self' 'sha256-AAA='; style-src 'self' 'sha256-BBB='";
const ADMIN = "default-src 'self'; connect-src 'self' https://api.github.com";
const policies = buildPolicies({
  'index.html': SITE,
  'contact/index.html': SITE.replace('AAA', 'CCC'),
  '404.html': SITE,
  'admin/index.html': ADMIN,
});

describe('buildPolicies', () => {
  it('unions the public pages and keeps the editor’s apart', () => {
    expect(policies.site).toContain("'sha256-AAA=' 'sha256-CCC='");
    expect(policies.site).not.toContain('api.github.com');
    expect(policies.admin).toBe(`${ADMIN}; frame-ancestors 'none'`);
  });

  it('refuses an editor page without a policy', () => {
    expect(() => buildPolicies({ 'index.html': SITE, 'admin/index.html': undefined })).toThrow(/admin/);
  });
});

describe('stableDocumentCsp and withoutHashes', () => {
  it('drops the hashed directives and spells default-src out into the others', () => {
    const stable = stableDocumentCsp(policies.site);
    expect(stable).not.toMatch(/default-src|script-src|style-src|sha256/);
    expect(stable).toContain("img-src 'self' data:");
    expect(stable).toContain("connect-src 'self'");
    expect(stable).toContain("frame-ancestors 'none'");
  });

  it('keeps every directive but no hash', () => {
    expect(withoutHashes(SITE)).toBe(
      "default-src 'self'; img-src 'self' data:; script-src 'self'; style-src 'self'",
    );
  });
});

describe('expectedCsp', () => {
  it.each([
    ['apache', '/contact', 'text/html; charset=utf-8', policies.site],
    ['apache', '/marques.svg', 'image/svg+xml', policies.site],
    ['apache', '/_astro/a.js', 'text/javascript', ''],
    ['apache', '/admin/', 'text/html', policies.admin],
    ['apache', '/admin/config.yml', 'text/yaml', ''],
    ['nginx', '/contact', 'text/html', stableDocumentCsp(policies.site)],
    ['nginx', '/marques.svg', 'image/svg+xml', withoutHashes(policies.site)],
    ['nginx', '/admin', 'text/html', stableDocumentCsp(policies.admin!)],
  ] as const)('%s %s (%s)', (host, path, type, expected) => {
    expect(expectedCsp(host, policies, path, type)).toBe(expected);
  });
});

describe('the hosts’ files', () => {
  const described = Object.entries({
    ...SECURITY_HEADERS,
    ...DOCUMENT_HEADERS,
    ...ADMIN_HEADERS,
  });
  it.each(described)('.htaccess, _headers and nginx.conf all send %s: %s', (name, value) => {
    expect(htaccess(policies, 'https://www.exemple.fr')).toContain(`Header always set ${name} "${value}"`);
    expect(headersFile(policies)).toContain(`  ${name}: ${value}\n`);
    const nginx = nginxConf(policies);
    expect(nginx).toMatch(new RegExp(`add_header ${name} (\\$garage_\\w+|"[^"]*") always;`));
    expect(nginx).toContain(`"${value}"`);
  });

  it('_headers has ten rules whatever the number of pages, and refuses a line past Cloudflare’s limit', () => {
    expect(
      headersFile(policies)
        .split('\n')
        .filter((l) => l.startsWith('/')),
    ).toEqual([
      '/*',
      '/_astro/*',
      '/admin/sveltia-cms.*',
      '/admin/garage.*',
      '/admin/fonts/*',
      '/admin/locales/*',
      '/admin/vendor/*',
      '/admin/config.yml',
      '/admin/',
      '/admin/*',
    ]);
    const long = { site: `${SITE}; connect-src ${'https://a.example '.repeat(120)}` };
    expect(() => headersFile(long)).toThrow(/caractères/);
  });

  it('.htaccess and nginx.conf refuse a policy that would break out of their quotes', () => {
    const broken = { ...policies, site: 'default-src "x"' };
    expect(() => htaccess(broken, 'https://www.exemple.fr')).toThrow();
    expect(() => nginxConf({ ...policies, site: "default-src 'self' $x" })).toThrow();
  });

  it('nginx.conf holds no hash and gives /admin/ its own policy', () => {
    const conf = nginxConf(policies);
    expect(conf).not.toContain('sha256');
    expect(conf).toContain('api.github.com');
    expect(conf).toContain('"noindex"');
    expect(conf).toMatch(/add_header Content-Security-Policy \$garage_\w+ always;/);
  });
});

describe('what every host keeps a year and compresses', () => {
  it.each([
    ['/_astro/index.B1x2.css', true],
    ['/admin/fonts/material-symbols-outlined.f094be1743.woff2', true],
    ['/admin/locales/bdef6b1a0c/fr.json', true],
    ['/admin/vendor/immutable@5.1.9/dist/immutable.es.js', true],
    ['/admin/sveltia-cms.0123456789.js', true],
    ['/admin/garage.0123456789.js', true],
    ['/admin/', false],
    ['/admin/index.html', false],
    ['/admin/config.yml', false],
    ['/admin/version.json', false],
    ['/contact/', false],
  ])('%s: a year %s', (urlPath, immutable) => expect(isImmutablePath(urlPath)).toBe(immutable));

  it('every library of the editor carries its version in its path', () => {
    for (const file of Object.keys(vendorFiles())) expect(file).toMatch(/^[\w.-]+@\d+\.\d+\.\d+\//);
  });

  it('.htaccess, _headers and nginx.conf keep each versioned path a year, and compress YAML', () => {
    const apache = htaccess(policies, 'https://www.exemple.fr');
    const nginx = nginxConf(policies);
    const headers = headersFile(policies);
    expect(apache).toContain(`m#^(${IMMUTABLE_PATHS.map(literal).join('|')})#`);
    for (const prefix of IMMUTABLE_PATHS) {
      expect(nginx).toContain(`~^${literal(prefix)} "${IMMUTABLE}";`);
      // The rule of the prefix: its lines up to the next rule.
      const rule = headers.split(`\n${prefix}*\n`)[1]?.split(/\n(?! )/)[0] ?? '';
      expect(rule).toContain('  ! Cache-Control\n');
      expect(rule).toContain(`  Cache-Control: ${IMMUTABLE}`);
    }
    expect(TEXT_FILES['yml']).toBe('application/yaml');
    expect(apache).toMatch(/AddOutputFilterByType BROTLI_COMPRESS .*application\/yaml/);
    expect(nginx).toMatch(/gzip_types .*application\/yaml/);
  });
});

describe('300 pages', () => {
  // What a build with 290 cars for sale gives: the car pages share one meta policy (one template,
  // the same inline scripts: measured on tests/fixture-site), the other pages have their own.
  const meta = Object.fromEntries([
    ['index.html', SITE],
    ['404.html', SITE],
    ['contact/index.html', SITE.replace('AAA', 'CCC')],
    ...Array.from({ length: 7 }, (_, i) => [`page-${i}/index.html`, SITE.replace('AAA', `P${i}`)]),
    ...Array.from({ length: 290 }, (_, i) => [
      `services/voiture-occasion/voiture-${i}/index.html`,
      SITE.replace('AAA', 'CAR'),
    ]),
    ['admin/index.html', ADMIN],
  ]);
  const many = buildPolicies(meta);
  const lines = (text: string) => text.split('\n');
  const longest = (text: string) => Math.max(...lines(text).map((l) => l.length));

  it('the description has 300 public pages', () => {
    expect(Object.keys(meta).filter((f) => !f.startsWith('admin/'))).toHaveLength(300);
  });

  it('_headers keeps within Cloudflare’s 100 rules and 2 000 characters a line, as for three pages', () => {
    const text = headersFile(many);
    expect(lines(text).filter((l) => l.startsWith('/'))).toHaveLength(10);
    expect(longest(text)).toBeLessThanOrEqual(HEADERS_FILE_LIMITS.lineLength);
    expect(text.length).toBe(headersFile(policies).length);
  });

  it('.htaccess keeps within Apache’s 8 190 characters a line, and refuses a longer one', () => {
    expect(longest(htaccess(many, 'https://www.exemple.fr'))).toBeLessThanOrEqual(HTACCESS_LINE_LIMIT);
    const hashes = Array.from({ length: 300 }, (_, i) => `'sha256-${String(i).padStart(43, 'x')}='`);
    const distinct = { site: `${SITE} ${hashes.join(' ')}` };
    expect(() => htaccess(distinct, 'https://www.exemple.fr')).toThrow(/\.htaccess : une ligne de/);
  });

  it('nginx.conf does not grow with the pages', () => {
    expect(nginxConf(many)).toBe(nginxConf(policies));
  });
});

describe('hostNames', () => {
  it.each([
    ['https://www.garage-precision-vaise.fr', 'www.garage-precision-vaise.fr', 'garage-precision-vaise.fr'],
    ['https://garage-exemple.fr', 'garage-exemple.fr', 'www.garage-exemple.fr'],
    ['https://WWW.Exemple.fr', 'www.exemple.fr', 'exemple.fr'],
  ])('%s: canonical %s, the other name %s', (siteUrl, canonical, other) => {
    expect(hostNames(siteUrl).canonical.hostname).toBe(canonical);
    expect(hostNames(siteUrl).other).toBe(other);
  });

  it.each(['http://www.exemple.fr', 'https://www.exemple.fr/site', 'https://www.exemple.fr:8443'])(
    'refuses %s: the redirects need an https:// host name alone',
    (siteUrl) => expect(() => hostNames(siteUrl)).toThrow(/siteUrl/),
  );

  it('.htaccess sends the other name and plain HTTP to the canonical address, and only those', () => {
    const text = htaccess(policies, 'https://www.exemple.fr');
    expect(text).toContain('RewriteCond %{HTTP_HOST} ^exemple\\.fr(:\\d+)?$ [NC]');
    expect(text).toContain('RewriteCond %{HTTP_HOST} ^www\\.exemple\\.fr(:\\d+)?$ [NC]');
    expect(text.match(/RewriteRule \^ https:\/\/www\.exemple\.fr%\{REQUEST_URI\} \[R=301,L\]/g)).toHaveLength(
      2,
    );
  });
});

describe('nginx names the address of siteUrl', () => {
  it('host.conf and redirect.conf use the canonical name and send the other one to it', () => {
    const host = nginxHost('https://www.garage-exemple.fr');
    const redirect = nginxRedirect('https://www.garage-exemple.fr');
    expect(host).toContain('server_name www.garage-exemple.fr;');
    expect(host).toContain('listen [::]:443 ssl http2;');
    expect(redirect).toContain('server_name www.garage-exemple.fr garage-exemple.fr;');
    expect(redirect).toContain('server_name garage-exemple.fr;');
    expect(redirect.match(/return 301 https:\/\/www\.garage-exemple\.fr\$request_uri;/g)).toHaveLength(2);
    expect(nginxRedirect('https://garage-exemple.fr')).toContain('server_name www.garage-exemple.fr;');
  });

  it('sends the description’s security headers, HSTS over TLS only', () => {
    const [plain, tls] = nginxRedirect('https://www.garage-exemple.fr').split('# HTTPS on the other name.');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(tls).toContain(`add_header ${name} "${value}" always;`);
      if (name === 'Strict-Transport-Security') expect(plain).not.toContain(name);
      else expect(plain).toContain(`add_header ${name} "${value}" always;`);
    }
  });
});
