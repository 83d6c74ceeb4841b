/**
 * What a save of a price list (repairs.yaml, cleaning.yaml) changes on the home page's offers: an
 * offer names its entry by a fixed key (home.yaml `offers[].price`), so a service renamed, repriced
 * or turned into another service (« Courroie de distribution » become « Amortisseurs avant » at
 * 320 €) changes what the offer shows without the offer being touched. The editor says it before
 * the save and asks (./editor.ts, ./confirm.ts). Pure module: the editor runs it in the browser,
 * the unit tests in Node.
 */
import { FILE_SCHEMAS, type Price } from '#schemas/index.ts';
import { lineText, offerPriceLine } from '#lib/price.ts';
import { isCurrent } from '#lib/offers.ts';
import type { Question } from './confirm';
import { FILE_FORMS } from './form-fr';
import { readRepositoryFile, type RepositoryTexts } from './save-check';
import type { EditableFile } from './schemas';

/** What an offer shows of the entry it names: the entry's name and its price line, as the site prints it. */
export interface OfferShows {
  /** « Courroie de distribution », or a cleaning package's « Forfait Citadine ». */
  name: string;
  /** « À partir de 549,90 € TTC » (src/lib/price.ts, the offer card's own line). */
  price: string;
}

/** An offer whose shown entry a save changes: the offer's title, what it shows before and after. */
export interface OfferChange {
  offer: string;
  before: OfferShows;
  after: OfferShows;
}

/** The price lists as a file has them (repairs.yaml `services`, cleaning.yaml `packages`). */
interface Lists {
  services?: readonly { id: string; title: string; price: Price }[];
  packages?: readonly { id: string; type: string; price: number }[];
}

/** The offers as home.yaml has them (what this module reads). */
interface Offers {
  offers: readonly {
    title: string;
    price?: { kind: 'service' | 'package'; id: string } | undefined;
    until?: string | undefined;
  }[];
}

/** What the offer naming `ref` shows from `lists`; undefined when no entry has that key. */
function shown(ref: { kind: 'service' | 'package'; id: string }, lists: Lists): OfferShows | undefined {
  const { services = [], packages = [] } = lists;
  const line = offerPriceLine(ref, { services, packages });
  if (!line) return undefined;
  const name =
    ref.kind === 'service'
      ? services.find((s) => s.id === ref.id)?.title
      : `Forfait ${packages.find((p) => p.id === ref.id)?.type ?? ''}`;
  return name === undefined ? undefined : { name, price: lineText(line) };
}

/**
 * The offers running on `today` (YYYY-MM-DD, Paris) whose entry the save changes (its name, or
 * its price as the offer prints it), from the list `before` to the list `after`. An entry gone is
 * not here: the save check refuses it while an offer shows it (src/data/references.ts).
 */
export function offerChanges(home: Offers, before: Lists, after: Lists, today: string): OfferChange[] {
  return home.offers.flatMap((offer) => {
    if (!offer.price || !isCurrent(offer, today)) return [];
    const [was, will] = [shown(offer.price, before), shown(offer.price, after)];
    if (!was || !will || (was.name === will.name && was.price === will.price)) return [];
    return [{ offer: offer.title, before: was, after: will }];
  });
}

/** The price line inside a sentence: « à partir de 320 € TTC », « sur devis ». */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
/** French quotation marks, with their no-break spaces. */
const quoted = (text: string) => `«\u00a0${text}\u00a0»`;
const said = ({ name, price }: OfferShows) => quoted(`${name}\u00a0: ${lowerFirst(price)}`);

/** One change as the owner reads it: « L’offre « Kit de distribution » affichera « … » au lieu de « … ». */
export function offerChangeSentence({ offer, before, after }: OfferChange): string {
  return `L’offre ${quoted(offer)} affichera ${said(after)} au lieu de ${said(before)}.`;
}

/** The editor's question before a save that changes offers; undefined when it changes none. */
export function offerQuestion(changes: readonly OfferChange[]): Question | undefined {
  if (changes.length === 0) return undefined;
  const one = changes.length === 1;
  const where = `${FILE_FORMS.home.label} → ${FILE_FORMS.home.fields['offers']?.label ?? 'offers'}`;
  return {
    title: one
      ? `Changer l’offre ${quoted(changes[0]!.offer)} de la page d’accueil\u00a0?`
      : `Changer ${changes.length} offres de la page d’accueil\u00a0?`,
    text: [
      ...changes.map(offerChangeSentence),
      one
        ? `Pour qu’elle garde son prix, annulez, puis choisissez-lui un autre prix dans ${where}.`
        : `Pour qu’elles gardent leur prix, annulez, puis choisissez-leur un autre prix dans ${where}.`,
    ].join('\n'),
    confirm: 'Enregistrer quand même',
    cancel: 'Annuler',
  };
}

/**
 * The offers a save of `file` changes: `saved`, the data the save check let through, against the
 * file and the home page as the repository has them now (their texts). None for another file, or
 * when the repository's home page or file cannot be read (the publication status names it).
 */
export function savedOfferChanges(
  file: EditableFile,
  saved: unknown,
  repository: RepositoryTexts,
  today: string,
): OfferChange[] {
  if (file !== 'repairs' && file !== 'cleaning') return [];
  const home = readRepositoryFile('home', repository.home);
  const before = readRepositoryFile(file, repository[file]);
  // The data as the build will read it (the schema's defaults and transforms).
  const after = FILE_SCHEMAS[file].safeParse(saved);
  if (!('data' in home) || !('data' in before) || !after.success) return [];
  return offerChanges(home.data as Offers, before.data as Lists, after.data, today);
}
