/**
 * The path of every hand-written page, once. The page registry (pages.ts) declares each page at its
 * path and re-exports these: a component links to `PATHS.booking`, never to the text
 * '/reservation', so a renamed page cannot leave a link behind. A leaf module: the car pages
 * (vehicles.ts) and the home page's schema (schemas/home.ts) read it without importing the
 * registry, and Node loads it as is (type stripping) from scripts/screenshots.mjs.
 */
export const PATHS = {
  home: '/',
  repairs: '/services/reparation-maintenance',
  cleaning: '/services/nettoyage',
  usedParts: '/services/pieces-occasion',
  /** The used cars' list, each car's page below it: a placeholder until the owner lists a car. */
  cars: '/services/voiture-occasion',
  contact: '/contact',
  booking: '/reservation',
  legalNotice: '/mentions-legales',
  privacy: '/politique-confidentialite',
  /** The 404 page as Astro renders it. */
  notFound: '/404',
} as const;

/** A path no page has, to reach the 404 page in tests and screenshots. */
export const NOT_FOUND_PROBE = '/cette-page-n-existe-pas';

/** The path of a hand-written page. */
export type PagePath = (typeof PATHS)[keyof typeof PATHS];

/** The pages a link of the owner's content may lead to: every hand-written page but the 404. */
export const LINKABLE_PATHS = Object.values(PATHS).filter((p) => p !== PATHS.notFound) as [
  PagePath,
  ...PagePath[],
];
