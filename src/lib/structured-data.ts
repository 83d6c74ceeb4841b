/**
 * Structured data (JSON-LD, schema.org) built from the owner's data files, typed with schema-dts.
 *
 * Every page carries one `<script type="application/ld+json">` holding a `@graph`:
 * - the business (`AutoRepair`, same `@id` on every page, since its address, phone and hours are in
 *   every page's footer), with its offer catalogue on the pages that show those prices
 *   (home: the offers of the moment, each `validThrough` its last day; repair page: repairs;
 *   cleaning page: cleaning packages), each price described once, on its own page;
 * - `WebSite` on the home page;
 * - `BreadcrumbList` on every inner page.
 * No review or rating markup: Google does not accept a business rating itself.
 * See docs/decisions/0003-search-engines-and-sharing.md.
 */
import type {
  AdministrativeAreaLeaf,
  AutoRepairLeaf,
  BreadcrumbListLeaf,
  CityLeaf,
  DayOfWeek,
  Graph,
  OfferCatalogLeaf,
  OfferLeaf,
  OpeningHoursSpecificationLeaf,
  PriceSpecificationLeaf,
  ServiceLeaf,
  Thing,
  UnitPriceSpecificationLeaf,
  WebSiteLeaf,
} from 'schema-dts';
import type { DayHours, Garage, Hours, Labour, Offer, RepairService } from '#schemas/index.ts';
import { inlineJson } from './inline-json';
import { openStreetMapUrl } from './map';
import { normalizePath } from './nav';
import { cataloguePage, pageAt, type CatalogueName, type SiteData, type SitePage } from './pages';
import { PAYMENT_LABELS } from './payments';
import { toE164 } from './phone';
import { QUOTE_LABEL, formatEuros } from './price';
import { LABOUR_HEADING } from './price-law';
import { absoluteUrl, isNotFoundPage } from './seo';
import type { Weekday } from '#schemas/week.ts';
import { CLEANING_PACKAGE_LABEL, placeName } from './words';

/** The page being described, from the page registry (src/lib/pages.ts). */
export type PageInfo = Pick<SitePage, 'path' | 'description' | 'breadcrumb' | 'parent' | 'catalogues'>;

/** A page as its breadcrumb trail needs it. */
type TrailPage = Pick<SitePage, 'path' | 'breadcrumb' | 'parent'>;

/** Absolute URLs of the business's pictures (built by the share-image step). */
export interface BusinessImages {
  /** Square raster logo. */
  logo: string;
  /** A picture of the business (the home page's share image). */
  image: string;
}

/** Where the offers of the moment are shown (the home page's section). */
export const OFFERS_ANCHOR = '/#offres-du-moment';

/** The country of the address: the site, its phone numbers and postal codes are French. */
const COUNTRY = 'FR';
/** Prices are in euros, taxes included. */
const CURRENCY = 'EUR';

export const SCHEMA_DAYS: Record<Weekday, DayOfWeek> = {
  lundi: 'Monday',
  mardi: 'Tuesday',
  mercredi: 'Wednesday',
  jeudi: 'Thursday',
  vendredi: 'Friday',
  samedi: 'Saturday',
  dimanche: 'Sunday',
};

/** Stable identifiers, so that search engines merge the nodes of every page into one business. */
export const ids = {
  business: (siteUrl: string) => `${siteUrl}/#garage`,
  website: (siteUrl: string) => `${siteUrl}/#site`,
  breadcrumb: (pageUrl: string) => `${pageUrl}#fil-ariane`,
};

/** Coordinates rounded to 5 decimals (about a metre), the precision Google asks for. */
export const round5 = (n: number): number => Math.round(n * 1e5) / 1e5;

/**
 * Opening hours: one specification per time range and group of days with the same ranges, so the
 * lunch break shows (Monday–Friday 08:00–12:00, and Monday–Friday 14:00–18:00). Closed days are
 * left out; exceptional closures become all-day closures (00:00–00:00) over their dates.
 */
export function openingHours(hours: Pick<Hours, 'week' | 'closures'>): OpeningHoursSpecificationLeaf[] {
  const groups = new Map<string, { days: Weekday[]; ranges: DayHours['ranges'] }>();
  for (const { day, ranges } of hours.week) {
    if (ranges.length === 0) continue;
    const key = ranges.map((r) => `${r.open}-${r.close}`).join(',');
    const group = groups.get(key) ?? { days: [], ranges };
    group.days.push(day);
    groups.set(key, group);
  }
  const weekly = [...groups.values()].flatMap(({ days, ranges }) =>
    ranges.map((r): OpeningHoursSpecificationLeaf => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days.map((d) => SCHEMA_DAYS[d]),
      opens: r.open,
      closes: r.close,
    })),
  );
  const closures = hours.closures.map((c): OpeningHoursSpecificationLeaf => ({
    '@type': 'OpeningHoursSpecification',
    opens: '00:00',
    closes: '00:00',
    validFrom: c.from,
    validThrough: c.to,
  }));
  return [...weekly, ...closures];
}

/** Every amount in the price lists, in euros. */
function allAmounts(data: Pick<SiteData, 'repairs' | 'cleaning'>): number[] {
  const repairs = data.repairs.services.flatMap((s) => {
    switch (s.price.kind) {
      case 'from':
        return [s.price.amount];
      case 'variants':
        return s.price.variants.map((v) => v.amount);
      case 'quote':
        return [];
    }
  });
  return [...repairs, ...(data.cleaning?.packages.map((p) => p.price) ?? [])];
}

/** The price range of the business, from its cheapest to its dearest listed price: "24 € – 549,90 €". */
export function priceRange(data: Pick<SiteData, 'repairs' | 'cleaning'>): string {
  const amounts = allAmounts(data);
  if (amounts.length === 0) return QUOTE_LABEL;
  return `${formatEuros(Math.min(...amounts))} – ${formatEuros(Math.max(...amounts))}`;
}

/** A price in euros, taxes included; `from` marks a starting price ("À partir de"). */
function priced(
  amount: number,
  from: boolean,
): Pick<OfferLeaf, 'price' | 'priceCurrency' | 'priceSpecification'> {
  const specification: PriceSpecificationLeaf = {
    '@type': 'PriceSpecification',
    ...(from ? { minPrice: amount } : { price: amount }),
    priceCurrency: CURRENCY,
    valueAddedTaxIncluded: true,
  };
  return { price: amount, priceCurrency: CURRENCY, priceSpecification: specification };
}

/**
 * The offers of one repair service: one for a single starting price, one per variant (the front and
 * rear pairs of shock absorbers), and one without a price for a quote-only service.
 */
export function repairOffers(service: RepairService, pageUrl: string): OfferLeaf[] {
  const itemOffered: ServiceLeaf = { '@type': 'Service', name: service.title };
  const base = { '@type': 'Offer', itemOffered, url: pageUrl } as const;
  switch (service.price.kind) {
    case 'from':
      return [{ ...base, name: service.title, ...priced(service.price.amount, true) }];
    case 'variants':
      return service.price.variants.map((v) => ({
        ...base,
        name: `${service.title}, ${v.label}`,
        ...priced(v.amount, true),
      }));
    case 'quote':
      return [{ ...base, name: service.title, description: QUOTE_LABEL }];
  }
}

/**
 * The hourly labour rates: one offer per kind of work, priced per hour (UN/CEFACT unit code HUR),
 * taxes included.
 */
export function labourOffers(labour: Labour, pageUrl: string): OfferLeaf[] {
  return labour.rates.map((r) => {
    const specification: UnitPriceSpecificationLeaf = {
      '@type': 'UnitPriceSpecification',
      price: r.rate,
      priceCurrency: CURRENCY,
      unitCode: 'HUR',
      unitText: 'heure',
      valueAddedTaxIncluded: true,
    };
    return {
      '@type': 'Offer',
      name: `${LABOUR_HEADING}, ${r.work}`,
      itemOffered: { '@type': 'Service', name: `${LABOUR_HEADING} ${r.work}` },
      url: pageUrl,
      price: r.rate,
      priceCurrency: CURRENCY,
      priceSpecification: specification,
    };
  });
}

/** The offers of the interior cleaning packages, one per vehicle category. */
export function cleaningOffers(cleaning: NonNullable<SiteData['cleaning']>, pageUrl: string): OfferLeaf[] {
  const conditions = `Supplément de ${formatEuros(cleaning.dirtySurcharge)} si le véhicule est très sale. ${cleaning.gift}.`;
  return cleaning.packages.map((p) => ({
    '@type': 'Offer',
    name: `${CLEANING_PACKAGE_LABEL} ${p.type}`,
    description: conditions,
    itemOffered: { '@type': 'Service', name: `Nettoyage intérieur, ${p.type}` },
    url: pageUrl,
    ...priced(p.price, false),
  }));
}

/** The offers of the moment: no price of their own (their text gives it), valid through their last day. */
export function momentOffers(offers: readonly Offer[], siteUrl: string): OfferLeaf[] {
  const url = `${siteUrl}${OFFERS_ANCHOR}`;
  return offers.map((o) => ({
    '@type': 'Offer',
    name: o.title,
    description: o.description,
    url,
    ...(o.until ? { validThrough: o.until } : {}),
  }));
}

/** The offer catalogue of the given parts (repairs, cleaning, offers of the moment). */
export function offerCatalogue(data: SiteData, parts: readonly CatalogueName[]): OfferCatalogLeaf {
  const siteUrl = data.garage.siteUrl;
  // Each part, or undefined when it has nothing to list (no offer running, no cleaning offered).
  const catalogues: Record<CatalogueName, () => OfferCatalogLeaf | undefined> = {
    repairs: () => {
      const url = absoluteUrl(siteUrl, cataloguePage('repairs'));
      return {
        '@type': 'OfferCatalog',
        name: data.repairs.heading,
        url,
        itemListElement: [
          ...labourOffers(data.repairs.labour, url),
          ...data.repairs.services.flatMap((s) => repairOffers(s, url)),
        ],
      };
    },
    cleaning: () => {
      if (!data.cleaning) return undefined;
      const url = absoluteUrl(siteUrl, cataloguePage('cleaning'));
      return {
        '@type': 'OfferCatalog',
        name: data.cleaning.heading,
        url,
        itemListElement: cleaningOffers(data.cleaning, url),
      };
    },
    offers: () =>
      (data.offers?.length ?? 0) > 0
        ? {
            '@type': 'OfferCatalog',
            name: 'Offres du moment',
            url: `${siteUrl}${OFFERS_ANCHOR}`,
            itemListElement: momentOffers(data.offers ?? [], siteUrl),
          }
        : undefined,
  };
  return {
    '@type': 'OfferCatalog',
    name: `Prestations et tarifs de ${data.garage.name}`,
    itemListElement: parts.flatMap((part) => catalogues[part]() ?? []),
  };
}

/** The places served: the garage's district (or city), then the towns listed in garage.yaml. */
function areaServed(garage: Garage): (AdministrativeAreaLeaf | CityLeaf)[] {
  return [
    { '@type': 'AdministrativeArea', name: placeName(garage.contact) },
    ...garage.areaServed.map((name): CityLeaf => ({ '@type': 'City', name })),
  ];
}

/** The business: identity, address, position, contact, hours, social profiles, brands, prices. */
export function business(
  data: SiteData,
  images: BusinessImages,
  catalogues: readonly CatalogueName[] = [],
): AutoRepairLeaf {
  const { garage } = data;
  const brands = [...garage.brands.specialities, ...garage.brands.alsoServiced];
  const catalogue = offerCatalogue(data, catalogues);
  // No empty catalogue: the home page without an offer of the moment has none.
  const hasCatalogue = (catalogue.itemListElement as readonly unknown[]).length > 0;
  return {
    '@type': 'AutoRepair',
    '@id': ids.business(garage.siteUrl),
    name: garage.name,
    description: garage.about,
    slogan: garage.tagline,
    url: absoluteUrl(garage.siteUrl, '/'),
    logo: images.logo,
    image: images.image,
    telephone: toE164(garage.contact.phone),
    email: garage.contact.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: garage.contact.street,
      postalCode: garage.contact.postalCode,
      addressLocality: garage.contact.city,
      addressCountry: COUNTRY,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: round5(garage.map.latitude),
      longitude: round5(garage.map.longitude),
    },
    hasMap: openStreetMapUrl(garage.map.latitude, garage.map.longitude),
    foundingDate: garage.founded,
    priceRange: priceRange(data),
    currenciesAccepted: CURRENCY,
    paymentAccepted: garage.payments.map((p) => PAYMENT_LABELS[p]).join(', '),
    openingHoursSpecification: openingHours(data.hours),
    sameAs: data.socials.map((s) => s.url),
    areaServed: areaServed(garage),
    brand: brands.map((name) => ({ '@type': 'Brand', name })),
    ...(hasCatalogue ? { hasOfferCatalog: catalogue } : {}),
  };
}

/** The web site itself, published by the business (home page only). */
export function website(garage: Garage, description: string): WebSiteLeaf {
  return {
    '@type': 'WebSite',
    '@id': ids.website(garage.siteUrl),
    url: absoluteUrl(garage.siteUrl, '/'),
    name: garage.name,
    description,
    inLanguage: 'fr-FR',
    publisher: { '@id': ids.business(garage.siteUrl) },
  };
}

/** One step of a breadcrumb trail. */
export interface Crumb {
  name: string;
  /** Route path. */
  path: string;
}

/**
 * The trail from the home page to an inner page through its parents: « Accueil › Nettoyage
 * professionnel », « Accueil › Voitures d’occasion › Volkswagen Golf 2017 », each named by its
 * breadcrumb in the page registry (`pages`). Empty on the home page and the 404 page.
 */
export function breadcrumbTrail(page: TrailPage, pages: readonly TrailPage[]): Crumb[] {
  const path = normalizePath(page.path);
  if (path === '/' || isNotFoundPage(path)) return [];
  const above = page.parent
    ? breadcrumbTrail(pageAt(pages, page.parent), pages)
    : [{ name: pageAt(pages, '/').breadcrumb, path: '/' }];
  return [...above, { name: page.breadcrumb, path }];
}

/** The BreadcrumbList of a trail. */
export function breadcrumbList(siteUrl: string, trail: readonly Crumb[]): BreadcrumbListLeaf {
  const pageUrl = absoluteUrl(siteUrl, trail.at(-1)?.path ?? '/');
  return {
    '@type': 'BreadcrumbList',
    '@id': ids.breadcrumb(pageUrl),
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

/** The whole structured data of a page, as one JSON-LD graph. */
export function pageGraph(
  data: SiteData,
  page: PageInfo,
  images: BusinessImages,
  /** The page registry, for the breadcrumb trail. */
  pages: readonly TrailPage[],
): Graph {
  const path = normalizePath(page.path);
  const nodes: Thing[] = [business(data, images, page.catalogues)];
  if (path === '/') nodes.push(website(data.garage, page.description));
  const trail = breadcrumbTrail(page, pages);
  if (trail.length > 0) nodes.push(breadcrumbList(data.garage.siteUrl, trail));
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>`, `&`, U+2028 and U+2029 escaped
 * (inline-json.ts), so no text in the data can close the script element early.
 */
export function serializeJsonLd(value: unknown): string {
  return inlineJson(value);
}
