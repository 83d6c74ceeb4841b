// Every public route of the site, and the 404 probe. One list for scripts and browser tests.
export const ROUTES = [
  '/',
  '/services/reparation-maintenance',
  '/services/nettoyage',
  '/services/pieces-occasion',
  '/services/voiture-occasion',
  '/contact',
  '/reservation',
  '/mentions-legales',
  '/politique-confidentialite',
];
/** A path that exists nowhere, to reach the 404 page. */
export const NOT_FOUND_PROBE = '/cette-page-n-existe-pas';
