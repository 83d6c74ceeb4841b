/**
 * The trades a garage may not offer, each with its data file and its page. A garage without the
 * file does not offer the trade: the page (and a car's pages), its menu entry, sitemap line, share
 * image, home-page mention and prices are absent (the registry, src/lib/pages.ts), its form is not
 * in the editor (src/pages/admin/config.yml.ts), and a link or an offer of the owner's content that
 * leads to it is refused (src/data/references.ts). Repairs are every garage's trade (the law's
 * labour rates live there). A file that is there but empty is refused (emptied by accident, it is
 * not a decision), except vehicles.yaml: no car for sale today is a state, not an accident.
 */
import { PATHS } from './paths';

export const TRADES = {
  cleaning: {
    /** The page that exists only when the file does. */
    page: PATHS.cleaning,
    /** The trade as a message names it: « le garage ne propose pas de nettoyage ». */
    name: 'nettoyage',
  },
  parts: { page: PATHS.usedParts, name: 'pièces d’occasion' },
  vehicles: { page: PATHS.cars, name: 'voitures d’occasion' },
} as const;

/** A trade the garage may not offer, by its data file's name (src/content/<name>.yaml). */
export type TradeName = keyof typeof TRADES;

/** The trades' data files, by name. */
export const TRADE_FILES = Object.keys(TRADES) as TradeName[];
