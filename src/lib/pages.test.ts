import { describe, expect, it } from 'vitest';
import { loadSiteData } from '../../tests/support/content';
import {
  NOT_FOUND_PATH,
  ROUTES,
  cataloguePage,
  footerLinks,
  navigation,
  notFoundLinks,
  pageAt,
  resolvePage,
  sitePages,
} from './pages';

const data = loadSiteData();
const pages = sitePages(data);
const name = data.garage.name;

describe('the page registry', () => {
  it('lists every hand-written route once, and the 404 page', () => {
    expect(pages.map((p) => p.path)).toEqual([...ROUTES, NOT_FOUND_PATH]);
    expect(new Set(ROUTES).size).toBe(ROUTES.length);
  });

  it.each([
    ['/services/pieces-occasion', true],
    ['/services/voiture-occasion', true],
    [NOT_FOUND_PATH, true],
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

  it('writes the cleaning page’s title from the cheapest package', () => {
    const cheaper = {
      ...data,
      cleaning: { ...data.cleaning, packages: [{ type: 'Citadine', price: 29 }, ...data.cleaning.packages] },
    };
    expect(pageAt(sitePages(cheaper), '/services/nettoyage').title).toMatch(
      /^Nettoyage intérieur auto dès 29\u00a0€/,
    );
  });

  it.each([
    ['/', ['repairs', 'cleaning', 'offers']],
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
    expect(links.map((l) => l.href)).toEqual(ROUTES);
    expect(links.at(-1)).toEqual({
      name: 'Politique de confidentialité',
      href: '/politique-confidentialite',
    });
  });

  it('gives the 404 page a way back home, to both price lists and to the contact page', () => {
    expect(notFoundLinks().map((l) => [l.href, l.label])).toEqual([
      ['/', 'Accueil'],
      ['/services/reparation-maintenance', 'Réparation et maintenance'],
      ['/services/nettoyage', 'Nettoyage professionnel'],
      ['/contact', 'Contact'],
    ]);
  });
});
