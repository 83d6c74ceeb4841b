import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Vehicle } from '#schemas/index.ts';
import { TRADES } from '#schemas/trades.ts';
import { FIRST_GARAGE, loadSiteData } from '#tests/support/content.ts';
import {
  PATHS,
  TITLE_MAX,
  cataloguePage,
  fitTitle,
  footerLinks,
  indexablePages,
  navigation,
  notFoundLinks,
  pageAt,
  resolvePage,
  siteRegistry,
} from './pages';

const data = { ...loadSiteData(FIRST_GARAGE), vehicles: [] };
const pages = siteRegistry(data);
const name = data.garage.name;

/** The routes of the page files in src/pages (`contact.astro` → /contact), dynamic routes aside. */
function pageFileRoutes(): string[] {
  const dir = path.resolve(import.meta.dirname, '../pages');
  return readdirSync(dir, { recursive: true, encoding: 'utf-8' })
    .filter((file) => file.endsWith('.astro') && !file.includes('['))
    .map(
      (file) =>
        '/' +
        file
          .split(path.sep)
          .join('/')
          .replace(/\.astro$/, '')
          .replace(/(^|\/)index$/, ''),
    )
    .map((route) => (route === '/' ? route : route.replace(/\/$/, '')))
    .sort();
}

describe('the page registry', () => {
  it('has one entry for each page file of src/pages and each trade the garage offers, and no other', () => {
    // The shipped garage offers every trade; a trade's page is a dynamic route (src/schemas/trades.ts).
    const trades = Object.values(TRADES).map((t) => t.page);
    expect(pages.map((p) => p.path).sort()).toEqual([...pageFileRoutes(), ...trades].sort());
  });

  it('leaves out the cleaning page, its menu entry, 404 card and footer link without cleaning.yaml', () => {
    const without = siteRegistry({ ...data, cleaning: undefined });
    const paths = (links: readonly { href: string }[]) => links.map((l) => l.href);
    expect(without.map((p) => p.path)).toEqual(pages.map((p) => p.path).filter((p) => p !== PATHS.cleaning));
    expect(paths(navigation(without).flatMap((i) => [i, ...(i.children ?? [])]))).not.toContain(
      PATHS.cleaning,
    );
    expect(paths(notFoundLinks(without))).not.toContain(PATHS.cleaning);
    expect(paths(footerLinks(without))).not.toContain(PATHS.cleaning);
    expect(indexablePages(without).map((p) => p.path)).not.toContain(PATHS.cleaning);
  });

  it('gives every page its own path', () => {
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
  });

  it('adds one page per car for sale under the used cars, and indexes the list once there are cars', () => {
    const car = {
      make: 'Audi',
      model: 'A3',
      version: '35 TFSI',
      year: 2020,
      mileageKm: 41000,
      fuel: 'essence',
      gearbox: 'automatique',
      price: 21900,
      photos: [{ src: 'photos/vehicules/a3.jpg', alt: 'L’A3' }],
      description: 'Révisée.',
      sold: false,
    } satisfies Vehicle;
    const withCars = siteRegistry({ ...data, vehicles: [car, { ...car, model: 'Q3', sold: true }] });
    expect(withCars.map((p) => p.path).filter((p) => p.startsWith(`${PATHS.cars}/`))).toEqual([
      `${PATHS.cars}/audi-a3-35-tfsi-2020`,
    ]);
    expect(pageAt(withCars, PATHS.cars).noindex).toBe(false);
    expect(indexablePages(withCars).map((p) => p.path)).toContain(`${PATHS.cars}/audi-a3-35-tfsi-2020`);
  });

  it.each([
    ['/services/pieces-occasion', true],
    ['/services/voiture-occasion', true],
    [PATHS.notFound, true],
    ['/', false],
    ['/services/nettoyage', false],
    ['/mentions-legales', false],
  ])('keeps %s out of search results: %s', (path, noindex) => {
    expect(pageAt(pages, path).noindex).toBe(noindex);
  });

  it('gives every page a different title and description naming the garage', () => {
    expect(new Set(pages.map((p) => p.title)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.description)).size).toBe(pages.length);
    for (const p of pages) expect(p.title, p.path).toContain(name);
  });

  it.each([
    [['Volkswagen'], [], 'pour Volkswagen à'],
    [['Audi', 'Volkswagen'], ['Seat', 'Skoda'], 'pour Audi, Volkswagen, Seat et Skoda à'],
  ])(
    'names one brand as well as four in the repairs page’s description: %j %j',
    (specialities, alsoServiced, words) => {
      const garage = { ...data.garage, brands: { specialities, alsoServiced } };
      expect(pageAt(siteRegistry({ ...data, garage }), PATHS.repairs).description).toContain(words);
    },
  );

  it('writes the cleaning page’s title from the cheapest package', () => {
    const cheaper = {
      ...data,
      cleaning: {
        ...data.cleaning!,
        packages: [{ id: 'citadine-bis', type: 'Citadine', price: 29 }, ...data.cleaning!.packages],
      },
    };
    expect(pageAt(siteRegistry(cheaper), '/services/nettoyage').title).toMatch(
      /^Nettoyage intérieur auto dès 29\u00a0€/,
    );
  });

  it.each([
    ['/', ['offers']],
    ['/services/reparation-maintenance', ['repairs']],
    ['/services/nettoyage', ['cleaning']],
    ['/contact', []],
  ])('says which price lists %s shows', (path, catalogues) => {
    expect(pageAt(pages, path).catalogues).toEqual(catalogues);
  });

  it.each([
    ['repairs', '/services/reparation-maintenance'],
    ['cleaning', '/services/nettoyage'],
  ] as const)('finds the page of the %s price list', (catalogue, path) => {
    expect(cataloguePage(catalogue)).toBe(path);
  });

  it('finds a page with or without a trailing slash, and refuses an unknown one', () => {
    expect(pageAt(pages, '/contact/').path).toBe('/contact');
    expect(() => pageAt(pages, '/inconnue')).toThrow('/inconnue : page absente du registre');
  });

  it('refuses a page with neither menu label nor breadcrumb name', () => {
    expect(() => resolvePage({ path: '/x', title: () => 't', description: () => 'd' }, data)).toThrow(
      '/x : ni libellé de menu ni fil d’Ariane',
    );
  });
});

describe('the menus built from the registry', () => {
  it('groups the services under one item that links to the first', () => {
    expect(navigation(pages)).toEqual([
      { name: 'Accueil', href: '/' },
      {
        name: 'Services',
        href: '/services/reparation-maintenance',
        children: [
          { name: 'Réparation et maintenance', href: '/services/reparation-maintenance' },
          { name: 'Nettoyage professionnel', href: '/services/nettoyage' },
          { name: 'Pièces d’occasion', href: '/services/pieces-occasion' },
          { name: 'Voitures d’occasion', href: '/services/voiture-occasion' },
        ],
      },
      { name: 'Contact', href: '/contact' },
      { name: 'Réservation', href: '/reservation' },
    ]);
  });

  it('lists every menu page then the legal pages in the footer, never the 404 page', () => {
    const links = footerLinks(pages);
    expect(links.map((l) => l.href)).toEqual([
      '/',
      '/services/reparation-maintenance',
      '/services/nettoyage',
      '/services/pieces-occasion',
      '/services/voiture-occasion',
      '/contact',
      '/reservation',
      '/mentions-legales',
      '/politique-confidentialite',
    ]);
    expect(links.at(-1)).toEqual({
      name: 'Politique de confidentialité',
      href: '/politique-confidentialite',
    });
  });

  it('gives the 404 page a way back home, to both price lists and to the contact page', () => {
    expect(notFoundLinks(pages).map((l) => [l.href, l.label])).toEqual([
      ['/', 'Accueil'],
      ['/services/reparation-maintenance', 'Réparation et maintenance'],
      ['/services/nettoyage', 'Nettoyage professionnel'],
      ['/contact', 'Contact'],
    ]);
  });
});

describe('fitTitle: a title search engines show whole', () => {
  const long = 'Atelier Mécanique Générale de la Croix-Rousse Nord et de Caluire-et-Cuire';
  it.each([
    ['one wording that fits', 'Contact | Garage Dupré', 'Contact | Garage Dupré'],
    [
      'the first wording that fits',
      [
        'Garage Dupré | Audi, Volkswagen, Seat, Skoda, Cupra à Lyon 9ᵉ arrondissement',
        'Garage Dupré | Audi à Lyon',
      ],
      'Garage Dupré | Audi à Lyon',
    ],
    ['exactly the limit', 'x'.repeat(TITLE_MAX), 'x'.repeat(TITLE_MAX)],
    [
      'the last one cut at a word, with « … »',
      [`${long} | Contact`, long],
      'Atelier Mécanique Générale de la Croix-Rousse Nord et de…',
    ],
  ])('%s', (_, wordings, title) => {
    expect(fitTitle(wordings)).toBe(title);
    expect(fitTitle(wordings).length).toBeLessThanOrEqual(TITLE_MAX);
  });

  it('keeps every title of a garage with a long name and five brands within the limit, all different', () => {
    const data = loadSiteData(FIRST_GARAGE);
    const garage = {
      ...data.garage,
      name: long,
      brands: { specialities: ['Audi', 'Volkswagen'], alsoServiced: ['Seat', 'Skoda', 'Cupra'] },
    };
    const titles = siteRegistry({ ...data, garage }).map((p) => p.title);
    for (const title of titles) expect(title.length, title).toBeLessThanOrEqual(TITLE_MAX);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe('the menu names each trade page as its own heading does', () => {
  it('says « Entretien et réparation » in the menu, the footer and the breadcrumb when repairs.yaml does', () => {
    const registry = siteRegistry({ ...data, repairs: { heading: 'Entretien et réparation' } });
    const repairs = registry.find((p) => p.path === PATHS.repairs)!;
    expect(repairs.menu?.label).toBe('Entretien et réparation');
    expect(repairs.breadcrumb).toBe('Entretien et réparation');
    expect(footerLinks(registry)).toContainEqual({ name: 'Entretien et réparation', href: PATHS.repairs });
    expect(
      navigation(registry)
        .flatMap((item) => item.children ?? [item])
        .map((l) => l.name),
    ).toContain('Entretien et réparation');
  });

  it('keeps the registry’s own label when no heading is given', () => {
    const { repairs: _, ...withoutRepairs } = data;
    const page = siteRegistry(withoutRepairs).find((p) => p.path === PATHS.repairs)!;
    expect(page.menu?.label).toBe('Réparation et maintenance');
  });
});

describe('the used-parts page: in preparation, or presenting the parts', () => {
  const partsPage = (parts: NonNullable<typeof data.parts>) =>
    siteRegistry({ ...data, parts }).find((p) => p.path === PATHS.usedParts)!;

  it('is kept out of search results while it only says its notice', () => {
    expect(partsPage({ heading: 'Pièces d’occasion', notice: 'En cours de développement !' }).noindex).toBe(
      true,
    );
  });

  it('is indexed, and described by its parts, once it lists them', () => {
    const page = partsPage({
      heading: 'Pièces d’occasion',
      parts: [{ title: 'Moteurs' }, { title: 'Optiques' }],
    });
    expect(page.noindex).toBe(false);
    expect(page.description).toContain('Moteurs et Optiques');
    expect(indexablePages([page])).toEqual([page]);
  });
});
