/**
 * The page registry: every page of the site, once. Its path, <title> and meta description, its
 * place in the main menu, its name in the breadcrumb, whether search engines may index it, which
 * price lists it shows (for the offer catalogue of its structured data) and its card on the 404 page.
 *
 * `siteRegistry(content)` is the one place the list of pages is assembled, the car pages included:
 * the layout (head tags, menus), the 404 page, llms.txt, the build step that writes the sitemap and
 * draws the share images, and the tests read it. Links to a page use `PATHS` (paths.ts, re-exported
 * here), never a path written out.
 */
import type {
  CleaningFile,
  Garage,
  Hours,
  Offer,
  PartsFile,
  RepairsFile,
  Social,
  Vehicle,
} from '#schemas/index.ts';
import { allBrands } from './brands.ts';
import { frenchList } from './french-list.ts';
import { normalizePath } from './nav.ts';
import { PATHS } from '#schemas/paths.ts';
import type { TradeName } from '#schemas/trades.ts';
import { formatEuros } from './price.ts';
import { carName, carPages, type CarPage } from './vehicles.ts';
import { placeName } from './words.ts';

export { NOT_FOUND_PROBE, PATHS } from '#schemas/paths.ts';

/** The owner's data the titles and descriptions are written from. */
export interface PageData {
  garage: Pick<Garage, 'name' | 'contact' | 'legal' | 'brands' | 'founded'>;
  /** The cleaning packages and steps; absent: the garage does not offer cleaning (no page). */
  cleaning?: CleaningData | undefined;
  /** parts.yaml; absent: the garage does not offer used parts (no page). */
  parts?: PartsFile | undefined;
  /** The repair page's heading (repairs.yaml), its name in the menu; absent: the registry's own. */
  repairs?: Pick<RepairsFile, 'heading'> | undefined;
  /** Every car of vehicles.yaml; absent: the garage sells no used cars (no page). */
  vehicles?: readonly Vehicle[] | undefined;
  /** The cars for sale, one page each (carPages() in src/lib/vehicles.ts); none: the placeholder. */
  cars?: readonly GeneratedPage[];
}

/** The owner's data the output files (JSON-LD, llms.txt) are written from (as `getData()` loads it). */
export interface SiteData {
  garage: Garage;
  hours: Hours;
  socials: readonly Social[];
  repairs: Pick<RepairsFile, 'heading' | 'services' | 'labour' | 'quote'>;
  cleaning?: Pick<CleaningFile, 'heading' | 'packages' | 'dirtySurcharge' | 'gift'> | undefined;
  /** The offers of the moment still running (home page), if any. */
  offers?: readonly Offer[];
}

/** A page generated from the owner's data (a car for sale). */
export interface GeneratedPage {
  path: string;
  title: string;
  description: string;
  /** Its name in the breadcrumb trail. */
  breadcrumb: string;
  /** The page above it in the breadcrumb trail (a car: the list). */
  parent: string;
}

/** A price list a page shows; its offers go into the page's structured data. */
export type CatalogueName = 'repairs' | 'cleaning' | 'offers';

/** Icons the 404 page draws beside its links (src/components/sections/NotFound.tsx). */
export type NotFoundIcon = 'home' | 'wrench' | 'sparkles' | 'phone';

/** A page of the site, as every reader sees it. */
export interface SitePage {
  /** Route path without trailing slash: "/", "/services/nettoyage". */
  path: string;
  /** The <title>: unique, French, about 50–60 characters. */
  title: string;
  /** The meta description: unique, French, about 150 characters. */
  description: string;
  /** Its link in the main menu: label, and the parent item it sits under. */
  menu?: { label: string; group?: string } | undefined;
  /** Its name in the breadcrumb trail (BreadcrumbList). */
  breadcrumb: string;
  /** The path of the page above it in the breadcrumb trail; none: the home page is. */
  parent?: string | undefined;
  /** Kept out of search results and of the sitemap (unfinished pages, the 404 page). */
  noindex: boolean;
  /** The price lists the page shows. */
  catalogues: readonly CatalogueName[];
  /** Its card among the 404 page's ways out. */
  notFound?: { text: string; icon: NotFoundIcon } | undefined;
  /** A legal page: linked from the footer, not from the menu. */
  legal?: boolean | undefined;
  /** The page of a trade the garage may not offer: it exists only with the trade's data file. */
  trade?: TradeName | undefined;
}

/** A page as declared: its title and description are written from the owner's data. */
export interface PageDefinition<D = PageData> extends Omit<
  SitePage,
  'title' | 'description' | 'breadcrumb' | 'noindex' | 'catalogues'
> {
  /** The <title>, or its wordings from the most telling to the shortest (fitTitle keeps one). */
  title: (data: D) => string | readonly string[];
  description: (data: D) => string;
  /**
   * The menu label as the page's own data names it (its heading), when it does: the menu, the
   * footer's links and the breadcrumb then say what the page says.
   */
  label?: (data: D) => string | undefined;
  /** Defaults to the menu label. */
  breadcrumb?: string;
  /** Kept out of search results: always, or as the page's data says. */
  noindex?: boolean | ((data: D) => boolean);
  catalogues?: readonly CatalogueName[];
}

const SERVICES = 'Services';

/**
 * The longest <title> kept: about what a search engine shows whole, and html-validate's
 * `long-title` limit, which the publication checks.
 */
export const TITLE_MAX = 70;

/**
 * The first of a title's wordings (the most telling first) that fits TITLE_MAX characters, else
 * the last one cut at a word, with « … »: a long trade name or five brands shorten the title
 * instead of stopping the owner's publication.
 */
export function fitTitle(wordings: string | readonly string[]): string {
  const all = typeof wordings === 'string' ? [wordings] : wordings;
  const fitting = all.find((w) => w.length <= TITLE_MAX);
  if (fitting !== undefined) return fitting;
  const last = all.at(-1) ?? '';
  const cut = last.slice(0, TITLE_MAX - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), TITLE_MAX / 2));
  return `${atWord.replace(/[\s,|:;.–-]+$/u, '')}…`;
}

/** The pages written by hand (src/pages), in menu order. */
export const STATIC_PAGES: readonly PageDefinition[] = [
  {
    path: PATHS.home,
    menu: { label: 'Accueil' },
    // Only the offers of the moment: the repair and cleaning prices are described once, on their
    // own pages, not again in the home page's HTML (its first round trip, issue 34).
    catalogues: ['offers'],
    notFound: { text: 'Retour à la page d’accueil', icon: 'home' },
    title: ({ garage }) => [
      `${garage.name} | ${allBrands(garage.brands).join(', ')} à ${placeName(garage.contact)}`,
      `${garage.name} | ${garage.brands.specialities.join(', ')} à ${placeName(garage.contact)}`,
      `${garage.name} | garage à ${placeName(garage.contact)}`,
      garage.name,
    ],
    description: ({ garage, cleaning }) =>
      `Garage indépendant à ${placeName(garage.contact)} depuis ${garage.founded.slice(0, 4)}, spécialiste ${specialities(garage)}\u00a0: ${cleaning ? 'entretien, réparation, nettoyage' : 'entretien, réparation'}, prix affichés. Réservez en ligne.`,
  },
  {
    path: PATHS.repairs,
    menu: { label: 'Réparation et maintenance', group: SERVICES },
    label: ({ repairs }) => repairs?.heading,
    catalogues: ['repairs'],
    notFound: { text: 'Nos prestations et tarifs', icon: 'wrench' },
    title: ({ garage }) => [
      `Tarifs réparation et entretien, ${placeName(garage.contact)} | ${garage.name}`,
      `Tarifs réparation et entretien | ${garage.name}`,
    ],
    description: ({ garage }) => {
      return `Révision, distribution, freins, embrayage, diagnostic\u00a0: nos prix TTC de réparation et d’entretien pour ${frenchList(allBrands(garage.brands))} à ${placeName(garage.contact)}.`;
    },
  },
  {
    path: PATHS.cleaning,
    trade: 'cleaning',
    menu: { label: 'Nettoyage professionnel', group: SERVICES },
    label: ({ cleaning }) => cleaning?.heading,
    catalogues: ['cleaning'],
    notFound: { text: 'Nos forfaits de nettoyage', icon: 'sparkles' },
    title: ({ garage, cleaning = offered() }) => [
      `Nettoyage intérieur auto dès ${lowestPrice(cleaning)}, ${placeName(garage.contact)} | ${garage.name}`,
      `Nettoyage intérieur auto dès ${lowestPrice(cleaning)} | ${garage.name}`,
    ],
    description: ({ garage, cleaning = offered() }) => {
      const prices = cleaning.packages.map((p) => p.price);
      return `Nettoyage professionnel de l’habitacle en ${cleaning.steps.length} étapes\u00a0: aspiration, sièges, moquettes, plastiques, vitres. Forfaits de ${lowestPrice(cleaning)} à ${formatEuros(Math.max(...prices))} TTC selon le véhicule, à ${placeName(garage.contact)}.`;
    },
  },
  {
    path: PATHS.usedParts,
    trade: 'parts',
    menu: { label: 'Pièces d’occasion', group: SERVICES },
    label: ({ parts }) => parts?.heading,
    // Indexed once it presents parts; its notice alone (« En cours de développement ! ») is not.
    noindex: ({ parts = offered() }) => !presentsParts(parts),
    title: ({ garage }) => [
      `Pièces d’occasion | ${garage.name}, ${placeName(garage.contact)}`,
      `Pièces d’occasion | ${garage.name}`,
    ],
    description: ({ garage, parts = offered() }) =>
      presentsParts(parts)
        ? `Pièces automobiles d’occasion contrôlées pour ${frenchList(allBrands(garage.brands))}\u00a0: ${frenchList((parts.parts ?? []).map((p) => p.title))}, à ${placeName(garage.contact)}.`
        : `Pièces automobiles d’occasion contrôlées pour ${frenchList(allBrands(garage.brands))}\u00a0: cette page est en préparation.`,
  },
  {
    path: PATHS.cars,
    trade: 'vehicles',
    menu: { label: 'Voitures d’occasion', group: SERVICES },
    noindex: true,
    title: ({ garage }) => [
      `Voitures d’occasion | ${garage.name}, ${placeName(garage.contact)}`,
      `Voitures d’occasion | ${garage.name}`,
    ],
    description: ({ garage }) =>
      `Voitures d’occasion révisées par le garage, ${frenchList(allBrands(garage.brands))}\u00a0: cette page est en préparation.`,
  },
  {
    path: PATHS.contact,
    menu: { label: 'Contact' },
    notFound: { text: 'Adresse, téléphone et horaires', icon: 'phone' },
    title: ({ garage }) => [
      `Contact et horaires | ${garage.name}, ${placeName(garage.contact)}`,
      `Contact et horaires | ${garage.name}`,
    ],
    description: ({ garage }) =>
      `Adresse, téléphone, e-mail et horaires de ${garage.name}, garage spécialiste ${frenchList(garage.brands.specialities)} au ${garage.contact.street}, ${garage.contact.postalCode} ${garage.contact.city}.`,
  },
  {
    path: PATHS.booking,
    menu: { label: 'Réservation' },
    title: ({ garage }) => `Prendre rendez-vous en ligne | ${garage.name}`,
    description: ({ garage, cleaning }) =>
      `Réservez en ligne votre créneau ${cleaning ? 'd’entretien, de réparation ou de nettoyage' : 'd’entretien ou de réparation'} chez ${garage.name}, à ${placeName(garage.contact)}, ou appelez-nous au ${garage.contact.phone}.`,
  },
  {
    path: PATHS.legalNotice,
    legal: true,
    breadcrumb: 'Mentions légales',
    title: ({ garage }) => `Mentions légales | ${garage.name}`,
    description: ({ garage }) =>
      `Mentions légales du site de ${garage.name}\u00a0: éditeur ${garage.legal.companyName}, ${garage.legal.legalForm}, RCS ${garage.legal.rcsCity}, directeur de la publication et hébergeur.`,
  },
  {
    path: PATHS.privacy,
    legal: true,
    breadcrumb: 'Politique de confidentialité',
    title: ({ garage }) => `Politique de confidentialité | ${garage.name}`,
    description: ({ garage }) =>
      `Données personnelles sur le site de ${garage.name}\u00a0: aucun cookie, aucune mesure d’audience\u202f; carte et calendrier chargés seulement à votre demande\u202f; vos droits et la CNIL.`,
  },
  {
    path: PATHS.notFound,
    breadcrumb: 'Page introuvable',
    noindex: true,
    title: ({ garage }) => `Page introuvable | ${garage.name}`,
    description: () =>
      'Cette page n’existe pas ou a été déplacée. Retrouvez nos services, nos tarifs et nos coordonnées.',
  },
];

/** What the used-car page says of itself once cars are for sale. */
const CARS_CATALOGUE: Pick<PageDefinition, 'title' | 'description'> = {
  title: ({ garage }) => [
    `Voitures d’occasion à ${placeName(garage.contact)} | ${garage.name}`,
    `Voitures d’occasion | ${garage.name}`,
  ],
  description: ({ garage, cars = [] }) =>
    `${cars.length} ${cars.length > 1 ? 'voitures' : 'voiture'} d’occasion en vente au garage, ${placeName(garage.contact)}\u00a0: prix TTC, kilométrage et photos de chaque voiture, vérifiée par nos mécaniciens. Essai sur rendez-vous.`,
};

/** « Audi et Volkswagen, aussi Seat et Skoda »: the specialities, then the other brands if any. */
function specialities({ brands }: PageData['garage']): string {
  const others = brands.alsoServiced.length > 0 ? `, aussi ${frenchList(brands.alsoServiced)}` : '';
  return `${frenchList(brands.specialities)}${others}`;
}

/**
 * Whether the used-parts page presents parts (it is then indexed), rather than only its notice.
 * Here, not beside the schema: the page registry reaches the editor's previews, which must not
 * import zod's schemas through it.
 */
export const presentsParts = (file: Pick<PartsFile, 'parts'>): boolean => (file.parts?.length ?? 0) > 0;

/** What the cleaning page's title and description read of cleaning.yaml. */
type CleaningData = Pick<CleaningFile, 'packages' | 'steps'> & Partial<Pick<CleaningFile, 'heading'>>;

/** A trade page's data, there by construction: the registry declares the page only with its file. */
function offered(): never {
  throw new Error('page d’un métier sans son fichier de données (src/schemas/trades.ts)');
}

function lowestPrice(cleaning: CleaningData): string {
  return formatEuros(Math.min(...cleaning.packages.map((p) => p.price)));
}

/** A declared page written out from the data. */
export function resolvePage<D>(definition: PageDefinition<D>, data: D): SitePage {
  const { title, description, breadcrumb, label, noindex = false, catalogues = [], ...rest } = definition;
  const menu = definition.menu && { ...definition.menu, label: label?.(data) ?? definition.menu.label };
  const name = breadcrumb ?? menu?.label;
  if (name === undefined) throw new Error(`${definition.path} : ni libellé de menu ni fil d’Ariane`);
  return {
    ...rest,
    ...(menu && { menu }),
    title: fitTitle(title(data)),
    description: description(data),
    breadcrumb: name,
    noindex: typeof noindex === 'function' ? noindex(data) : noindex,
    catalogues,
  };
}

/**
 * Every page of the site: the hand-written pages, then the pages generated from data. A generated
 * family (e.g. one page per used car under /services/voiture-occasion/<slug>) adds its data to
 * PageData and spreads its definitions here: `...cars.map((car) => carPage(car))`.
 */
function sitePages(data: PageData): SitePage[] {
  const cars = data.cars ?? [];
  // A trade's page only when the garage offers the trade (its data file is there).
  const declared = STATIC_PAGES.filter(({ trade }) => trade === undefined || data[trade] !== undefined);
  const pages = declared.map((definition) =>
    definition.path === PATHS.cars && cars.length > 0
      ? resolvePage({ ...definition, ...CARS_CATALOGUE, noindex: false }, data)
      : resolvePage(definition, data),
  );
  const generated = cars.map((car) => ({ ...car, noindex: false, catalogues: [] }));
  return [...pages, ...generated];
}

/** The owner's content the registry is written from: the data files it reads, whole. */
export interface RegistryContent {
  garage: PageData['garage'] & Pick<Garage, 'name' | 'contact'>;
  cleaning: PageData['cleaning'];
  parts: PageData['parts'];
  /** repairs.yaml, whose heading names the repair page in the menu. */
  repairs?: PageData['repairs'];
  /** Every car of vehicles.yaml, the sold ones get no page; undefined: no file, no used cars. */
  vehicles: PageData['vehicles'];
}

/**
 * Every page of the site, assembled once from the owner's content: the hand-written pages, then
 * one page per car for sale. The only place the list of pages is put together.
 */
export function siteRegistry({ garage, cleaning, parts, repairs, vehicles }: RegistryContent): SitePage[] {
  const cars = carPages(vehicles ?? [], garage).map(carPageEntry);
  return sitePages({ garage, cleaning, parts, repairs, vehicles, cars });
}

/** A car's page as the registry lists it: under the list of cars in the breadcrumb trail. */
function carPageEntry({ path, title, description, car }: CarPage): GeneratedPage {
  return {
    path,
    title: fitTitle(title),
    description,
    breadcrumb: `${carName(car)} ${car.year}`,
    parent: PATHS.cars,
  };
}

/** The pages search engines are told of (sitemap, llms.txt): every page not marked `noindex`. */
export function indexablePages(pages: readonly SitePage[]): SitePage[] {
  return pages.filter((p) => !p.noindex);
}

/** The hand-written routes, 404 page excluded (what scripts and tests visit). */
export const ROUTES: readonly string[] = STATIC_PAGES.map((p) => p.path).filter((p) => p !== PATHS.notFound);

/** The page at `pathname` (a trailing slash is ignored); throws if the registry lacks it. */
export function pageAt<P extends Pick<SitePage, 'path'>>(pages: readonly P[], pathname: string): P {
  const path = normalizePath(pathname);
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`${path} : page absente du registre (src/lib/pages.ts)`);
  return page;
}

/** The page that shows a price list in full (the home page shows every list, but in short). */
export function cataloguePage(name: CatalogueName): string {
  const page = STATIC_PAGES.find((p) => p.path !== PATHS.home && p.catalogues?.includes(name));
  if (!page) throw new Error(`aucune page ne montre la liste de prix ${name}`);
  return page.path;
}

/** The 404 page's ways out: the pages that have a card there, in registry order. */
export function notFoundLinks(
  pages: readonly SitePage[],
): { href: string; label: string; text: string; icon: NotFoundIcon }[] {
  return pages.flatMap(({ path, menu, breadcrumb, notFound }) =>
    notFound ? [{ href: path, label: menu?.label ?? breadcrumb, ...notFound }] : [],
  );
}

/** The footer's useful links: every page of the menu, then the legal pages. */
export function footerLinks(pages: readonly SitePage[]): { name: string; href: string }[] {
  return pages.filter((p) => p.menu || p.legal).map((p) => ({ name: p.breadcrumb, href: p.path }));
}

/** A main-menu item; `children` are shown under it. */
export interface NavItem {
  name: string;
  href: string;
  children?: readonly { name: string; href: string }[];
}

/** The main menu, in registry order; pages of one group sit under an item that links to the first. */
export function navigation(pages: readonly Pick<SitePage, 'path' | 'menu'>[]): NavItem[] {
  const items: { name: string; href: string; children?: { name: string; href: string }[] }[] = [];
  for (const { path, menu } of pages) {
    if (!menu) continue;
    const link = { name: menu.label, href: path };
    if (menu.group === undefined) {
      items.push(link);
      continue;
    }
    let parent = items.find((item) => item.children && item.name === menu.group);
    if (!parent) items.push((parent = { name: menu.group, href: path, children: [] }));
    parent.children?.push(link);
  }
  return items;
}
