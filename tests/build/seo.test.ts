/**
 * Checks of the built site (dist/) for search engines and sharing: titles and descriptions, canonical
 * URLs, Open Graph and X cards, share images, structured data, sitemap, robots.txt and llms.txt.
 * Run after the build: `npm run build && npm run test:build`.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteData } from '../support/content';
import { allBrands } from '#lib/brands.ts';
import { md } from '#lib/llms-txt.ts';
import { PATHS, siteRegistry } from '#lib/pages.ts';
import { SCHEMA_DAYS } from '#lib/structured-data.ts';
import { placeName } from '#lib/words.ts';
import { formatEuros } from '#lib/price.ts';
import { isPublicPage } from '#scripts/lib/dist.mjs';

const DIST = path.resolve('dist');
const data = loadSiteData();
const site = data.garage.siteUrl;
const registry = siteRegistry(data);
/** The garage's pages: those of the trades it offers, and of its cars for sale (the 404 page aside). */
const ROUTES = registry.map((p) => p.path).filter((p) => p !== PATHS.notFound);
/** The pages the registry keeps out of search results (the unfinished ones). */
const NOINDEX_ROUTES = registry.filter((p) => p.noindex).map((p) => p.path);
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

if (!existsSync(path.join(DIST, 'index.html'))) {
  throw new Error('dist/ est vide : lancez « npm run build » avant « npm run test:build ».');
}

/** A built page, parsed. */
interface Page {
  route: string;
  file: string;
  document: Document;
}

const fileOfRoute = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
const read = (file: string) => readFileSync(path.join(DIST, file), 'utf-8');
const parse = (route: string, file: string): Page => ({
  route,
  file,
  document: new DOMParser().parseFromString(read(file), 'text/html'),
});

const htmlFiles = readdirSync(DIST, { recursive: true, encoding: 'utf-8' })
  // The public pages; the owner's editor (/admin/) is not one.
  .filter(isPublicPage)
  .sort();
const pages: Page[] = [...ROUTES.map((route) => parse(route, fileOfRoute(route))), parse('/404', '404.html')];
const page = (route: string) => pages.find((p) => p.route === route)!;

const meta = (doc: Document, key: string) =>
  [...doc.querySelectorAll(`meta[name="${key}"], meta[property="${key}"]`)].map((m) =>
    m.getAttribute('content'),
  );
const one = (doc: Document, key: string) => {
  const values = meta(doc, key);
  expect(values, key).toHaveLength(1);
  return values[0] ?? '';
};
/** The dist/ file behind an absolute URL of the site. */
const distFile = (url: string) => {
  expect(url.startsWith(`${site}/`), `${url} is on ${site}`).toBe(true);
  return path.join(DIST, new URL(url).pathname);
};
const jsonLd = (doc: Document) =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ''));

type Node = Record<string, unknown> & { '@type': string };
const graphOf = (route: string): Node[] => {
  const [block] = jsonLd(page(route).document);
  return block['@graph'];
};
/** The node of a type in a page's graph, read as the shape the test expects. */
const nodeOf = <T = Node>(route: string, type: string): T | undefined =>
  graphOf(route).find((n) => n['@type'] === type) as unknown as T | undefined;

describe('the built pages', () => {
  it('are exactly the public routes and the 404 page', () => {
    expect(htmlFiles).toEqual([...ROUTES.map(fileOfRoute), '404.html'].sort());
  });

  it.each(pages.map((p) => [p.route, p] as const))(
    '%s is French, with one title and one description',
    (_, p) => {
      expect(p.document.documentElement.lang).toBe('fr');
      expect(p.document.querySelectorAll('title')).toHaveLength(1);
      expect(p.document.title.trim().length).toBeGreaterThan(10);
      expect(one(p.document, 'description').length).toBeGreaterThan(50);
    },
  );

  it('have titles and descriptions all different', () => {
    const titles = pages.map((p) => p.document.title);
    const descriptions = pages.map((p) => meta(p.document, 'description')[0]);
    expect(new Set(titles).size).toBe(pages.length);
    expect(new Set(descriptions).size).toBe(pages.length);
  });

  it.each(ROUTES.map((r) => [r]))('%s has its absolute canonical URL', (route) => {
    const links = page(route).document.querySelectorAll('link[rel="canonical"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe(new URL(route, site).href);
  });

  it('the 404 page has no canonical URL and is noindex', () => {
    const doc = page('/404').document;
    expect(doc.querySelectorAll('link[rel="canonical"]')).toHaveLength(0);
    expect(one(doc, 'robots')).toMatch(/noindex/);
  });

  it.each(ROUTES.map((r) => [r, NOINDEX_ROUTES.includes(r)] as const))(
    '%s: noindex is %s',
    (route, noindex) => {
      expect(/\bnoindex\b/.test(one(page(route).document, 'robots'))).toBe(noindex);
    },
  );
});

describe('sharing (Open Graph and X cards)', () => {
  it.each(pages.map((p) => [p.route, p] as const))('%s has the tags and its own share image', (route, p) => {
    const doc = p.document;
    expect(one(doc, 'og:type')).toBe('website');
    expect(one(doc, 'og:locale')).toBe('fr_FR');
    expect(one(doc, 'og:site_name')).toBe(data.garage.name);
    expect(one(doc, 'og:title')).toBe(doc.title);
    expect(one(doc, 'og:description')).toBe(meta(doc, 'description')[0]);
    if (route !== '/404') expect(one(doc, 'og:url')).toBe(new URL(route, site).href);
    const image = one(doc, 'og:image');
    expect(existsSync(distFile(image)), `${image} exists in dist/`).toBe(true);
    expect(one(doc, 'og:image:type')).toBe('image/png');
    expect([one(doc, 'og:image:width'), one(doc, 'og:image:height')]).toEqual(['1200', '630']);
    expect(one(doc, 'og:image:alt')).toContain(data.garage.name);
    expect(one(doc, 'twitter:card')).toBe('summary_large_image');
    expect(one(doc, 'twitter:image')).toBe(image);
    expect(one(doc, 'twitter:image:alt')).toBe(one(doc, 'og:image:alt'));
  });

  it('gives each page a different share image', () => {
    const images = pages.map((p) => meta(p.document, 'og:image')[0]);
    expect(new Set(images).size).toBe(pages.length);
  });

  describe('the share images', () => {
    const files = [...new Set(pages.map((p) => distFile(meta(p.document, 'og:image')[0] ?? '')))];
    let sizes: number[] = [];
    beforeAll(() => {
      sizes = files.map((f) => readFileSync(f).length);
    });

    it.each(files.map((f) => [path.relative(DIST, f), f]))('%s is a 1200 × 630 PNG', async (_, file) => {
      const { width, height, format } = await sharp(file).metadata();
      expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
    });

    it('weigh at most 60 KB each and 400 KB together', () => {
      expect(Math.max(...sizes)).toBeLessThanOrEqual(60 * 1024);
      expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(400 * 1024);
    });
  });
});

describe('structured data (JSON-LD)', () => {
  it.each(pages.map((p) => [p.route, p] as const))('%s has one JSON-LD graph that parses', (_, p) => {
    const blocks = jsonLd(p.document);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]['@context']).toBe('https://schema.org');
    expect(Array.isArray(blocks[0]['@graph'])).toBe(true);
  });

  it.each(pages.map((p) => [p.route]))(
    '%s describes the business with the required and recommended properties',
    (route) => {
      const b = nodeOf<
        Record<string, unknown> & {
          address: Record<string, string>;
          geo: { latitude: number; longitude: number };
          openingHoursSpecification: Record<string, unknown>[];
          logo: string;
          image: string;
        }
      >(route, 'AutoRepair')!;
      expect(b).toMatchObject({
        '@id': `${site}/#garage`,
        name: data.garage.name,
        url: `${site}/`,
        telephone: expect.stringMatching(/^\+33\d{9}$/),
        email: data.garage.contact.email,
        foundingDate: data.garage.founded,
        priceRange: expect.any(String),
        sameAs: data.socials.map((s) => s.url),
        areaServed: [
          { '@type': 'AdministrativeArea', name: placeName(data.garage.contact) },
          ...data.garage.areaServed.map((name) => ({ '@type': 'City', name })),
        ],
        brand: allBrands(data.garage.brands).map((name) => ({ '@type': 'Brand', name })),
      });
      expect(b.address).toEqual({
        '@type': 'PostalAddress',
        streetAddress: data.garage.contact.street,
        postalCode: data.garage.contact.postalCode,
        addressLocality: data.garage.contact.city,
        addressCountry: 'FR',
      });
      for (const c of [b.geo.latitude, b.geo.longitude])
        expect(c.toFixed(5)).toBe(String(c).padEnd(c.toFixed(5).length, '0'));
      // Every range of hours.yaml's week on its day, nothing more; each closure as an all-day closure.
      const weekly = b.openingHoursSpecification.filter((s) => s['validFrom'] === undefined);
      const dayRanges = weekly.flatMap((s) =>
        (s['dayOfWeek'] as string[]).map((day) => `${day} ${String(s['opens'])}-${String(s['closes'])}`),
      );
      expect(dayRanges.sort()).toEqual(
        data.hours.week
          .flatMap(({ day, ranges }) => ranges.map((r) => `${SCHEMA_DAYS[day]} ${r.open}-${r.close}`))
          .sort(),
      );
      expect(b.openingHoursSpecification.filter((s) => s['validFrom'] !== undefined)).toEqual(
        data.hours.closures.map((c) => ({
          '@type': 'OpeningHoursSpecification',
          opens: '00:00',
          closes: '00:00',
          validFrom: c.from,
          validThrough: c.to,
        })),
      );
      expect(existsSync(distFile(b.logo)), `logo ${b.logo}`).toBe(true);
      expect(existsSync(distFile(b.image)), `image ${b.image}`).toBe(true);
    },
  );

  it('carries no review or rating markup on any page', () => {
    for (const p of pages)
      expect(JSON.stringify(jsonLd(p.document))).not.toMatch(/"(aggregateRating|review)"/i);
  });

  it('describes the web site on the home page only', () => {
    expect(nodeOf('/', 'WebSite')).toMatchObject({
      url: `${site}/`,
      publisher: { '@id': `${site}/#garage` },
    });
    for (const route of ROUTES.filter((r) => r !== '/')) expect(nodeOf(route, 'WebSite')).toBeUndefined();
  });

  it.each(ROUTES.filter((r) => r !== '/').map((r) => [r]))(
    '%s has a breadcrumb ending on itself',
    (route) => {
      const list = nodeOf<{ itemListElement: Record<string, unknown>[] }>(route, 'BreadcrumbList')!;
      expect(list.itemListElement.map((i) => [i['position'], i['item']])).toEqual([
        [1, `${site}/`],
        [2, new URL(route, site).href],
      ]);
    },
  );

  it('lists every labour rate and repair price of repairs.yaml on the repair page, in euros', () => {
    const catalogue = nodeOf<{
      hasOfferCatalog: { itemListElement: { itemListElement: Record<string, unknown>[] }[] };
    }>('/services/reparation-maintenance', 'AutoRepair')!.hasOfferCatalog;
    const offers = catalogue.itemListElement.flatMap((c) => c.itemListElement);
    const expected = [
      ...data.repairs.labour.rates.map((r) => r.rate),
      ...data.repairs.services.flatMap((s) =>
        s.price.kind === 'from'
          ? [s.price.amount]
          : s.price.kind === 'variants'
            ? s.price.variants.map((v) => v.amount)
            : [undefined],
      ),
    ];
    expect(offers.map((o) => o['price'])).toEqual(expected);
    for (const o of offers.filter((o) => o['price'] !== undefined)) expect(o['priceCurrency']).toBe('EUR');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists exactly the public routes that may be indexed', () => {
    const locs = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = ROUTES.filter((r) => !NOINDEX_ROUTES.includes(r)).map((r) => new URL(r, site).href);
    expect(locs.sort()).toEqual(expected.sort());
  });

  it('never lists the owner’s editor (/admin/), which is no page of the registry', () => {
    const paths = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]!).pathname,
    );
    expect(paths.filter((p) => p.startsWith('/admin'))).toEqual([]);
  });

  it('robots.txt lets crawlers in and points to the sitemap', () => {
    const robots = read('robots.txt');
    expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
  });
});

describe('llms.txt', () => {
  const text = () => read('llms.txt');

  it('is Markdown with one H1 and links', () => {
    // The name as Markdown writes it (« Martin \& Fils »: an escaped sign reads as the sign).
    expect(text().match(/^# .+/gm)).toEqual([`# ${md(data.garage.name)}`]);
    expect(text()).toMatch(/\[.+\]\(https:\/\/.+\)/);
  });

  it('gives the address, phone and booking page', () => {
    expect(text()).toContain(md(data.garage.contact.street));
    expect(text()).toContain(data.garage.contact.phone);
    expect(text()).toContain(`${site}/reservation`);
  });

  it('gives every repair and cleaning price, in French', () => {
    for (const s of data.repairs.services) {
      const amounts =
        s.price.kind === 'from'
          ? [s.price.amount]
          : s.price.kind === 'variants'
            ? s.price.variants.map((v) => v.amount)
            : [];
      const line = text()
        .split('\n')
        .find((l) => l.startsWith(`- ${md(s.title)} : `));
      expect(line, s.title).toBeDefined();
      for (const a of amounts) expect(line).toContain(plain(formatEuros(a)));
      if (s.price.kind === 'quote') expect(line).toContain('sur devis');
    }
    for (const p of data.cleaning?.packages ?? [])
      expect(text()).toContain(`${md(p.type)} : ${plain(formatEuros(p.price))} TTC`);
  });
});
