/**
 * What the pages and files of the build read (after Starlight's `generateRouteData`): the owner's
 * content, « today » in Paris, the offers still running and the page registry, computed once per
 * build; and for each page its registry entry and head tags, computed once per page. Pages and
 * the layout take their data from here instead of shaping it themselves.
 */
import type { Thing } from 'schema-dts';
import { getData, getTradeData } from '#data/api.ts';
import { imageMeta } from '#data/images.ts';
import { headTags, type HeadTag } from '#lib/head.ts';
import { currentOffers } from '#lib/offers.ts';
import { parisNow } from '#lib/opening-status.ts';
import { PATHS, pageAt, siteRegistry, type SitePage } from '#lib/pages.ts';
import { LOGO_IMAGE, absoluteUrl, shareImagePath } from '#lib/seo.ts';
import { pageGraph, serializeJsonLd } from '#lib/structured-data.ts';
import { withFrenchSpacing } from '#lib/typography.ts';
import { TRADES, type TradeName } from '#schemas/trades.ts';

async function loadSite() {
  // The owner's texts printed with French spacing (src/lib/typography.ts): he types plain spaces
  // before « : ? ! », as every keyboard does, and the site sets the no-break ones instead of
  // refusing his publication.
  const [garage, hours, { socials }, repairs, cleaning, parts, home, vehiclesFile, reviews] =
    withFrenchSpacing(
      await Promise.all([
        getData('garage'),
        getData('hours'),
        getData('socials'),
        getData('repairs'),
        getTradeData('cleaning'),
        getTradeData('parts'),
        getData('home'),
        getTradeData('vehicles'),
        getData('reviews'),
      ]),
    );
  // Every car of vehicles.yaml; undefined: the garage sells no used cars (no file).
  const vehicles = vehiclesFile?.vehicles;
  // The one « today » of the build, in Paris (the garage's clock, whatever the machine's zone).
  const today = parisNow(new Date()).date;
  return {
    garage,
    hours,
    socials,
    repairs,
    cleaning,
    parts,
    home,
    vehicles,
    /** reviews.yaml: the reviews and how they are gathered (home page, legal notice). */
    reviews,
    /** The day of the build in Paris, YYYY-MM-DD. */
    today,
    /** The offers of the moment still running today (an offer past its last day leaves the site). */
    offers: currentOffers(home.offers, today),
    /** Every page of the site (src/lib/pages.ts). */
    pages: siteRegistry({ garage, cleaning, parts, repairs, vehicles }),
    /** The logo, the header's and footer's image and the favicon. */
    logo: imageMeta(garage.look.logo.src),
  };
}

/** What every page and file of the build reads. */
export type SiteContext = Awaited<ReturnType<typeof loadSite>>;

let site: Promise<SiteContext> | undefined;

/**
 * The build's content, today, current offers and registry: computed on first call, then shared by
 * every page and file of the build. The dev server computes it afresh for each page, so an edited
 * data file shows on reload.
 */
export function siteContext(): Promise<SiteContext> {
  if (import.meta.env.DEV) return loadSite();
  return (site ??= loadSite());
}

/**
 * The getStaticPaths of a trade's page (its route's one parameter named `param`, as in
 * src/pages/services/[cleaning].astro): its one path when the garage offers the trade (its data
 * file is there, src/schemas/trades.ts), else none.
 */
export async function tradePaths(trade: TradeName, param: string) {
  const { pages } = await siteContext();
  const path = TRADES[trade].page;
  return pages.some((p) => p.path === path) ? [{ params: { [param]: path.split('/').at(-1)! } }] : [];
}

/** A page's context: the site's, its registry entry and its head tags. */
export interface PageContext extends SiteContext {
  page: SitePage;
  head: HeadTag[];
}

/**
 * The context of the page at `pathname`; `structuredData` (a car for sale…) joins its JSON-LD
 * graph (docs/decisions/0003-search-engines-and-sharing.md).
 */
export async function pageContext(
  pathname: string,
  structuredData: readonly Thing[] = [],
): Promise<PageContext> {
  const site = await siteContext();
  const { garage, pages, logo } = site;
  const page = pageAt(pages, pathname);
  const graph = pageGraph(
    site,
    page,
    {
      logo: absoluteUrl(garage.siteUrl, LOGO_IMAGE.path),
      image: absoluteUrl(garage.siteUrl, shareImagePath(PATHS.home)),
    },
    pages,
  );
  const jsonLd = serializeJsonLd({
    ...graph,
    '@graph': [...(graph['@graph'] as Thing[]), ...structuredData],
  });
  const head = headTags({
    page,
    pathname,
    siteName: garage.name,
    siteUrl: garage.siteUrl,
    jsonLd,
    icon: { href: logo.src, type: logo.format === 'svg' ? 'image/svg+xml' : 'image/png' },
    themeColor: garage.look.primary,
  });
  return { ...site, page, head };
}
