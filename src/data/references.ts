/**
 * The rules between files, one module for every step that applies them: the verifier and the
 * build (src/data/reader.ts) and the editor before a save (src/admin/save-check.ts), which runs
 * them on the repository as it is at that moment with the file about to be saved in its place.
 *
 * Three rules. An offer of the home page shows the price of the price list entry it names
 * (home.yaml `offers[].price`: `{ kind: service, id }` for a repair service of repairs.yaml,
 * `{ kind: package, id }` for a cleaning package of cleaning.yaml), by that entry's fixed key,
 * so that a rename keeps the offer's price and a deletion is refused while an offer shows it; a
 * garage without cleaning.yaml has no package to name. And a service block of the home page links
 * to a page that exists: not to the page of a trade the garage does not offer (src/schemas/trades.ts).
 * And a review (reviews.yaml), its date and the month of the visit it tells, is not older than the
 * garage (garage.yaml `founded`).
 * Pure module: it runs in the browser too.
 */
import { TRADES, type TradeName } from '#schemas/trades.ts';
import { frenchDate } from '#schemas/calendar.ts';
import { titleOf } from './issues';

/** What the rule reads of an offer's price: which list, which entry. */
export interface OfferPriceRef {
  kind: 'service' | 'package';
  id: string;
}

/** What the rule reads of the three files (their validated data, or what the editor holds). */
export interface OfferPriceFacts {
  offers: readonly { title: string; price?: OfferPriceRef | undefined }[];
  services: readonly { id: string; title: string }[];
  /** The cleaning packages; undefined: the garage does not offer cleaning (no cleaning.yaml). */
  packages: readonly { id: string; type: string }[] | undefined;
}

/** A problem of one file, where (its path in the file's data) and why, in French. */
export interface FileIssue {
  file: 'home' | 'repairs' | 'cleaning' | 'reviews';
  path: (string | number)[];
  message: string;
}

/** The facts of the rule, from the three files' data. */
export function offerPriceFacts(
  home: { offers: OfferPriceFacts['offers'] },
  repairs: { services: OfferPriceFacts['services'] },
  cleaning: { packages: readonly { id: string; type: string }[] } | undefined,
): OfferPriceFacts {
  return { offers: home.offers, services: repairs.services, packages: cleaning?.packages };
}

/** The entry an offer's price names, with its name as the owner reads it, or undefined. */
export function priceEntry(
  ref: OfferPriceRef,
  { services, packages }: Pick<OfferPriceFacts, 'services' | 'packages'>,
): { name: string } | undefined {
  if (ref.kind === 'service') {
    const service = services.find((s) => s.id === ref.id);
    return service && { name: service.title };
  }
  const pack = packages?.find((p) => p.id === ref.id);
  return pack && { name: `Nettoyage intérieur : ${pack.type}` };
}

/** How a message names each list: « les prestations de réparation », « les forfaits de nettoyage ». */
const LIST_NAMES = { service: 'les prestations de réparation', package: 'les forfaits de nettoyage' };
/** How a message names an entry of each: « une prestation de réparation », « un forfait de nettoyage ». */
const ENTRY_NAMES = { service: 'une prestation de réparation', package: 'un forfait de nettoyage' };

/**
 * Each offer whose price names no entry of the lists, as a problem of home.yaml; `before`, the
 * lists as they were (the repository before a save), names the entry that has gone.
 */
export function offerPriceIssues(
  facts: OfferPriceFacts,
  before?: Pick<OfferPriceFacts, 'services' | 'packages'>,
): FileIssue[] {
  return facts.offers.flatMap((offer, index) => {
    const ref = offer.price;
    if (!ref || priceEntry(ref, facts)) return [];
    const gone = before && priceEntry(ref, before);
    // An id of the other list: the kind mistyped (by hand: the editor picks both from one list).
    const other = ref.kind === 'service' ? 'package' : 'service';
    return [
      {
        file: 'home' as const,
        path: ['offers', index, 'price'],
        message:
          !gone && priceEntry({ kind: other, id: ref.id }, facts)
            ? `«\u00a0${ref.id}\u00a0» est ${ENTRY_NAMES[other]}, pas ${ENTRY_NAMES[ref.kind]}\u00a0: écrivez kind: ${other}`
            : ref.kind === 'package' && facts.packages === undefined
              ? `le garage ne propose pas de ${TRADES.cleaning.name} (pas de fichier src/content/cleaning.yaml) : choisissez-lui un prix des prestations de réparation, ou « (Aucun) »`
              : gone
                ? `l’offre affiche le prix de « ${gone.name} », qui n’est plus dans ${LIST_NAMES[ref.kind]} : choisissez-lui un autre prix, ou « (Aucun) »`
                : `aucune entrée d’identifiant « ${ref.id} » dans ${LIST_NAMES[ref.kind]} : choisissez-lui un prix de la liste, ou « (Aucun) »`,
      },
    ];
  });
}

/**
 * The same problems seen from the price list a save changes (the editor, saving repairs.yaml or
 * cleaning.yaml): each entry this save removes while an offer shows its price, named by its
 * title, with the one step that fixes it.
 */
export function removedEntryIssues(
  file: 'repairs' | 'cleaning',
  before: OfferPriceFacts,
  after: Pick<OfferPriceFacts, 'services' | 'packages'>,
  homeLabel: string,
): FileIssue[] {
  const kind = file === 'repairs' ? 'service' : 'package';
  return before.offers.flatMap((offer) => {
    const ref = offer.price;
    if (!ref || ref.kind !== kind || priceEntry(ref, after)) return [];
    const gone = priceEntry(ref, before);
    if (!gone) return [];
    return [
      {
        file,
        path: [],
        message: `« ${gone.name} » ne peut pas être supprimé : l’offre ${titleOf(offer) ?? ''} de la page d’accueil affiche son prix. Choisissez d’abord un autre prix pour cette offre, ou « (Aucun) » (${homeLabel} → Offres du moment → Prix affiché), enregistrez, puis supprimez`,
      },
    ];
  });
}

/** What the link rule reads: the home page's service blocks, and the trades the garage offers. */
export interface LinkFacts {
  serviceBlocks: readonly { title: string; href: string }[];
  /** Each trade the garage may not offer (src/schemas/trades.ts): whether its data file is there. */
  offered: Record<TradeName, boolean>;
}

/** Each service block of the home page that links to the page of a trade the garage does not offer. */
export function linkIssues({ serviceBlocks, offered }: LinkFacts): FileIssue[] {
  return serviceBlocks.flatMap((block, index) => {
    const trade = (Object.keys(TRADES) as TradeName[]).find(
      (t) => TRADES[t].page === block.href && !offered[t],
    );
    if (!trade) return [];
    return [
      {
        file: 'home' as const,
        path: ['serviceBlocks', index, 'href'],
        message: `le bloc mène à la page ${block.href}, qui n’existe pas : le garage ne propose pas de ${TRADES[trade].name} (pas de fichier src/content/${trade}.yaml). Retirez ce bloc, ou faites-le mener à une autre page`,
      },
    ];
  });
}

/** What the founding rule reads: the garage's founding day (YYYY-MM-DD) and the reviews' dates. */
export interface FoundingFacts {
  founded: string;
  reviews: readonly { date?: string | undefined; experience?: string | undefined }[];
}

/** « 1975-03 » → « de mars 1975 », « 2026-08 » → « d’août 2026 ». */
const ofMonth = (month: string) => {
  const said = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );
  return /^[aeiou]/.test(said) ? `d’${said}` : `de ${said}`;
};

/**
 * Each review dated, or telling a visit, before the garage was founded, as a problem of
 * reviews.yaml; `foundedAt` says where the founding day is written, in the reader's words
 * (« src/content/garage.yaml → founded », or the editor's labels). A visit in the founding month
 * itself is possible.
 */
export function foundingIssues({ founded, reviews }: FoundingFacts, foundedAt: string): FileIssue[] {
  const since = `(${frenchDate(founded)}, ${foundedAt})`;
  return reviews.flatMap(({ date, experience }, index) => [
    ...(date && date < founded
      ? [
          {
            file: 'reviews' as const,
            path: ['reviews', index, 'date'],
            message: `l’avis du ${frenchDate(date)} précède la création du garage ${since}\u00a0: corrigez sa date`,
          },
        ]
      : []),
    ...(experience && experience < founded.slice(0, 7)
      ? [
          {
            file: 'reviews' as const,
            path: ['reviews', index, 'experience'],
            message: `la prestation ${ofMonth(experience)} précède la création du garage ${since}\u00a0: corrigez son mois`,
          },
        ]
      : []),
  ]);
}
