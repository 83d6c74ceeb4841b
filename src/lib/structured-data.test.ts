import { describe, expect, it } from 'vitest';
import type { AutoRepairLeaf, OfferCatalogLeaf, OfferLeaf, Thing } from 'schema-dts';
import { FIRST_GARAGE, loadSiteData } from '#tests/support/content.ts';
import type { RepairService } from '#schemas/index.ts';
import { cataloguePage, pageAt, siteRegistry, type SiteData } from './pages';
import {
  breadcrumbTrail,
  business,
  openingHours,
  pageGraph,
  priceRange,
  repairOffers,
  round5,
  serializeJsonLd,
} from './structured-data';

const data = loadSiteData(FIRST_GARAGE) satisfies SiteData;
const site = data.garage.siteUrl;
const images = { logo: `${site}/og/logo.png`, image: `${site}/og/accueil.png` };
const pages = siteRegistry(loadSiteData(FIRST_GARAGE));
const page = (pathname: string) => pageAt(pages, pathname);
const PRICE_PAGES = { repairs: cataloguePage('repairs'), cleaning: cataloguePage('cleaning') };

/** The nodes of a page's graph, by type. */
function nodesOf(data: SiteData, pathname: string) {
  const graph = pageGraph(data, page(pathname), images, pages)['@graph'] as readonly Exclude<Thing, string>[];
  const byType = (type: string) => graph.filter((n) => n['@type'] === type);
  return { graph, byType, business: byType('AutoRepair')[0] as AutoRepairLeaf };
}

/** The repair and cleaning sub-catalogues of the business on a page. */
function cataloguesOf(data: SiteData, pathname: string) {
  const top = nodesOf(data, pathname).business.hasOfferCatalog as OfferCatalogLeaf | undefined;
  const parts = (top?.itemListElement ?? []) as OfferCatalogLeaf[];
  const offers = (name: string) => (parts.find((c) => c.name === name)?.itemListElement ?? []) as OfferLeaf[];
  return { parts, repairs: offers(data.repairs.heading), cleaning: offers(data.cleaning?.heading ?? '') };
}

/** A copy of the data with one repair service's price replaced. */
function withRepairPrice(title: string, price: RepairService['price']): SiteData {
  return {
    ...data,
    repairs: {
      ...data.repairs,
      services: data.repairs.services.map((s) => (s.title === title ? { ...s, price } : s)),
    },
  };
}

describe('the business (AutoRepair)', () => {
  const b = business(data, images);

  it.each([
    ['@id', `${site}/#garage`],
    ['name', 'Garage Précision Vaise'],
    ['url', `${site}/`],
    ['telephone', '+33465712381'],
    ['email', 'contact@garage-precision-vaise.fr'],
    ['logo', images.logo],
    ['image', images.image],
    ['foundingDate', '1981-07-20'],
    ['priceRange', '24\u00a0€ – 549,90\u00a0€'],
    ['currenciesAccepted', 'EUR'],
    ['paymentAccepted', 'Visa, Mastercard, Espèces, Virement bancaire'],
  ] as const)('has %s = %j', (key, value) => expect(b[key]).toBe(value));

  it('has the full postal address, in France', () => {
    expect(b.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '14 impasse des Ateliers',
      postalCode: '69009',
      addressLocality: 'Lyon',
      addressCountry: 'FR',
    });
  });

  it.each([
    [45.77412, 45.77412],
    [45.774123456, 45.77412],
    [4.805838, 4.80584],
    [4.8, 4.8],
  ])('rounds the coordinate %d to 5 decimals: %d', (input, expected) => expect(round5(input)).toBe(expected));

  it('places the garage at the coordinates of garage.yaml', () => {
    expect(b.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 45.77412, longitude: 4.80583 });
  });

  it('links the four social profiles', () => {
    expect(b.sameAs).toEqual(data.socials.map((s) => s.url));
    expect(b.sameAs).toHaveLength(4);
  });

  it('serves Lyon 9ᵉ and the nearby towns', () => {
    expect(b.areaServed).toEqual([
      { '@type': 'AdministrativeArea', name: 'Lyon 9ᵉ' },
      ...['Lyon', 'Écully', 'Champagne-au-Mont-d’Or', 'Tassin-la-Demi-Lune'].map((name) =>
        expect.objectContaining({ '@type': 'City', name }),
      ),
      ...data.garage.areaServed.slice(4).map(() => expect.objectContaining({ '@type': 'City' })),
    ]);
  });

  it('names the brands it services, specialities first', () => {
    expect(b.brand).toEqual(
      ['Audi', 'Volkswagen', 'Seat', 'Skoda'].map((name) => ({ '@type': 'Brand', name })),
    );
  });

  it('carries no review or rating markup (Google refuses self-serving reviews)', () => {
    for (const pathname of ['/', PRICE_PAGES.repairs, '/contact']) {
      const json = serializeJsonLd(pageGraph(data, page(pathname), images, pages));
      expect(json).not.toMatch(/review|rating/i);
    }
  });
});

describe('opening hours', () => {
  it('gives Monday to Friday two ranges each, with the lunch break, and leaves the weekend out', () => {
    expect(openingHours(data.hours)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '12:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '14:00',
        closes: '18:00',
      },
    ]);
  });

  it.each([
    [
      'a Saturday morning',
      { samedi: [{ open: '09:00', close: '12:00' }] },
      [
        ['Monday,Tuesday,Wednesday,Thursday,Friday', '08:00', '12:00'],
        ['Monday,Tuesday,Wednesday,Thursday,Friday', '14:00', '18:00'],
        ['Saturday', '09:00', '12:00'],
      ],
    ],
    [
      'Wednesday afternoon off',
      { mercredi: [{ open: '08:00', close: '12:00' }] },
      [
        ['Monday,Tuesday,Thursday,Friday', '08:00', '12:00'],
        ['Monday,Tuesday,Thursday,Friday', '14:00', '18:00'],
        ['Wednesday', '08:00', '12:00'],
      ],
    ],
  ])('follows the data: %s', (_, changes: Record<string, { open: string; close: string }[]>, expected) => {
    const week = data.hours.week.map((d) => ({ ...d, ranges: changes[d.day] ?? d.ranges }));
    const specs = openingHours({ week, closures: [] });
    expect(specs.map((s) => [String(s.dayOfWeek), s.opens, s.closes])).toEqual(expected);
  });

  it('turns an exceptional closure into an all-day closure over its dates', () => {
    const specs = openingHours({ ...data.hours, closures: [{ from: '2027-08-02', to: '2027-08-20' }] });
    expect(specs.at(-1)).toEqual({
      '@type': 'OpeningHoursSpecification',
      opens: '00:00',
      closes: '00:00',
      validFrom: '2027-08-02',
      validThrough: '2027-08-20',
    });
  });
});

describe('the offers of the moment', () => {
  const image = { src: 'illustrations/offers/kit-distribution.svg', alt: '' };
  const withOffers: SiteData = {
    ...data,
    offers: [
      { title: 'Kit de distribution', description: 'À partir de 549,90 €.', image, until: '2026-12-31' },
      { title: 'Lavage extérieur', description: 'Demandez-nous le tarif.', image },
    ],
  };
  const moment = (d: SiteData, pathname: string) =>
    cataloguesOf(d, pathname).parts.find((c) => c.name === 'Offres du moment');

  it('are a catalogue of the home page, each offer valid through its last day when it has one', () => {
    const catalogue = moment(withOffers, '/');
    expect(catalogue).toMatchObject({ url: `${site}/#offres-du-moment` });
    expect(catalogue?.itemListElement).toEqual([
      {
        '@type': 'Offer',
        name: 'Kit de distribution',
        description: 'À partir de 549,90 €.',
        url: `${site}/#offres-du-moment`,
        validThrough: '2026-12-31',
      },
      {
        '@type': 'Offer',
        name: 'Lavage extérieur',
        description: 'Demandez-nous le tarif.',
        url: `${site}/#offres-du-moment`,
      },
    ]);
  });

  it.each([PRICE_PAGES.repairs, PRICE_PAGES.cleaning, '/contact'])('are not on %s', (pathname) => {
    expect(moment(withOffers, pathname)).toBeUndefined();
  });

  it('leave no empty catalogue when none is running', () => {
    expect(moment({ ...data, offers: [] }, '/')).toBeUndefined();
    expect(nodesOf({ ...data, offers: [] }, '/').business).not.toHaveProperty('hasOfferCatalog');
  });
});

describe('the offer catalogue', () => {
  // Each price list on the page that shows it (the home page carries only the offers of the moment).
  const home = {
    repairs: cataloguesOf(data, PRICE_PAGES.repairs).repairs,
    cleaning: cataloguesOf(data, PRICE_PAGES.cleaning).cleaning,
  };

  it('lists the 3 labour rates, the 19 repair services, the pair prices as two offers, and the 3 cleaning packages', () => {
    expect(new Set(home.repairs.map((o) => (o.itemOffered as { name: string }).name)).size).toBe(22);
    expect(home.repairs).toHaveLength(23);
    expect(home.cleaning).toHaveLength(3);
  });

  it.each([
    ['Mécanique et entretien', 72],
    ['Diagnostic et électricité', 84],
    ['Carrosserie', 78],
  ])('offers the labour « %s » at %d € TTC per hour (unit HUR)', (work, rate) => {
    const offer = home.repairs.find((o) => o.name === `Main-d’œuvre, ${work}`);
    expect(offer).toMatchObject({
      price: rate,
      priceCurrency: 'EUR',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: rate,
        unitCode: 'HUR',
        valueAddedTaxIncluded: true,
      },
    });
  });

  it.each([
    ['Révision et Vidange', 79],
    ['Courroie de distribution', 549.9],
    ['Amortisseurs, la paire avant', 289],
    ['Amortisseurs, la paire arrière', 249],
    ['Calibration ADAS (caméra et radar)', 250],
    ['Forfait intérieur Citadine', 50],
    ['Forfait intérieur Berline et SUV', 60],
    ['Forfait intérieur 7 places', 70],
  ])('offers « %s » at %d € TTC', (name, amount) => {
    const offer = [...home.repairs, ...home.cleaning].find((o) => o.name === name);
    expect(offer).toMatchObject({ price: amount, priceCurrency: 'EUR' });
    expect(offer?.priceSpecification).toMatchObject({ priceCurrency: 'EUR', valueAddedTaxIncluded: true });
  });

  it('marks the repair prices as starting prices (minPrice) and the packages as fixed prices', () => {
    expect(home.repairs.find((o) => o.name === 'Embrayage')?.priceSpecification).toMatchObject({
      minPrice: 499,
    });
    expect(home.cleaning[0]?.priceSpecification).toMatchObject({ price: 50 });
  });

  it.each(['Vanne EGR', 'Injecteur', 'Carrosserie'])('offers « %s » on quote, without a price', (name) => {
    const offer = home.repairs.find((o) => o.name === name);
    expect(offer).toMatchObject({ description: 'Sur devis', itemOffered: { '@type': 'Service', name } });
    expect(offer).not.toHaveProperty('price');
    expect(offer).not.toHaveProperty('priceSpecification');
  });

  it.each([
    ['/', 0, 0, 0],
    [PRICE_PAGES.repairs, 1, 23, 0],
    [PRICE_PAGES.cleaning, 1, 0, 3],
    ['/contact', 0, 0, 0],
    ['/mentions-legales', 0, 0, 0],
  ])('on %s: %d catalogue(s), %d repair offers, %d cleaning offers', (pathname, parts, repairs, cleaning) => {
    const c = cataloguesOf(data, pathname);
    expect([c.parts.length, c.repairs.length, c.cleaning.length]).toEqual([parts, repairs, cleaning]);
  });

  it.each<[string, string, RepairService['price'], (number | undefined)[]]>([
    ['a new price', 'Révision et Vidange', { kind: 'from', amount: 89 }, [89]],
    ['a price with cents', 'Embrayage', { kind: 'from', amount: 519.5 }, [519.5]],
    ['a price now on quote', 'Batterie', { kind: 'quote' }, [undefined]],
    [
      'variants',
      'Parallélisme et géométrie',
      {
        kind: 'variants',
        variants: [
          { label: 'sur un essieu', amount: 108 },
          { label: 'sur les deux essieux', amount: 160 },
        ],
      },
      [108, 160],
    ],
  ])('follows a price change in repairs.yaml: %s', (_, title, price, expected) => {
    const changed = withRepairPrice(title, price);
    const offers = cataloguesOf(changed, PRICE_PAGES.repairs).repairs.filter(
      (o) => (o.itemOffered as { name: string }).name === title,
    );
    expect(offers.map((o) => o.price)).toEqual(expected);
    expect(serializeJsonLd(pageGraph(changed, page(PRICE_PAGES.repairs), images, pages))).not.toBe(
      serializeJsonLd(pageGraph(data, page(PRICE_PAGES.repairs), images, pages)),
    );
  });

  it('follows a cleaning price change in cleaning.yaml', () => {
    const changed = {
      ...data,
      cleaning: {
        ...data.cleaning!,
        packages: [{ id: 'citadine', type: 'Citadine', price: 55 }, ...data.cleaning!.packages.slice(1)],
      },
    };
    expect(cataloguesOf(changed, PRICE_PAGES.cleaning).cleaning[0]).toMatchObject({ price: 55 });
  });

  it.each([
    ['the cheapest repair gets cheaper', 'Montage et équilibrage pneu', 19, '19\u00a0€ – 549,90\u00a0€'],
    ['the dearest repair gets dearer', 'Courroie de distribution', 599, '24\u00a0€ – 599\u00a0€'],
  ])('moves the price range when %s', (_, title, amount, expected) => {
    expect(priceRange(withRepairPrice(title, { kind: 'from', amount }))).toBe(expected);
  });

  it('points every offer to the page that shows its price', () => {
    const [offer] = repairOffers(data.repairs.services[0]!, `${site}/services/reparation-maintenance`);
    expect(offer?.url).toBe(`${site}/services/reparation-maintenance`);
    for (const o of home.cleaning) expect(o.url).toBe(`${site}/services/nettoyage`);
  });
});

describe('a garage without cleaning.yaml', () => {
  const without = { ...data, cleaning: undefined };
  const registry = siteRegistry(without);
  const graphs = registry.map((p) => JSON.stringify(pageGraph(without, p, images, registry)));

  it('names no cleaning offer nor the cleaning page in any page’s graph', () => {
    expect(graphs).toHaveLength(pages.length - 1);
    for (const graph of graphs) expect(graph).not.toMatch(/nettoyage/i);
  });
});

describe('the graph of each page', () => {
  it.each([
    ['/', ['AutoRepair', 'WebSite']],
    ['/contact', ['AutoRepair', 'BreadcrumbList']],
    ['/services/nettoyage/', ['AutoRepair', 'BreadcrumbList']],
    ['/mentions-legales', ['AutoRepair', 'BreadcrumbList']],
    ['/404', ['AutoRepair']],
  ])('%s carries %j', (pathname, types) => {
    expect(nodesOf(data, pathname).graph.map((n) => n['@type'])).toEqual(types);
  });

  it('describes the web site on the home page, published by the business', () => {
    expect(nodesOf(data, '/').byType('WebSite')[0]).toMatchObject({
      url: `${site}/`,
      name: data.garage.name,
      inLanguage: 'fr-FR',
      publisher: { '@id': `${site}/#garage` },
    });
  });

  it.each([
    ['/services/reparation-maintenance', 'Réparation et maintenance'],
    ['/services/nettoyage', 'Nettoyage professionnel'],
    ['/contact', 'Contact'],
    ['/reservation/', 'Réservation'],
    ['/mentions-legales', 'Mentions légales'],
    ['/politique-confidentialite', 'Politique de confidentialité'],
  ])('names %s « %s » in its breadcrumb', (pathname, name) => {
    expect(breadcrumbTrail(page(pathname), pages)).toEqual([
      { name: 'Accueil', path: '/' },
      { name, path: pathname.replace(/\/$/, '') },
    ]);
  });

  it('lists the breadcrumb with absolute URLs and positions from 1', () => {
    expect(nodesOf(data, '/services/nettoyage').byType('BreadcrumbList')[0]).toMatchObject({
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${site}/` },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Nettoyage professionnel',
          item: `${site}/services/nettoyage`,
        },
      ],
    });
  });
});

describe('serializeJsonLd', () => {
  it.each([
    [
      { name: 'a</script><script>alert(1)</script>' },
      '{"name":"a\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}',
    ],
    [{ name: 'Garage « Précision » & fils' }, '{"name":"Garage « Précision » \\u0026 fils"}'],
    [{ name: 'a]]>b\u2028c' }, '{"name":"a]]\\u003eb\\u2028c"}'],
  ])('keeps %j inside its script element', (value, expected) => {
    const json = serializeJsonLd(value);
    expect(json).toBe(expected);
    expect(JSON.parse(json)).toEqual(value);
  });
});
