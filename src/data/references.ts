/**
 * The rule between files: an offer of the home page shows the price of the service it names
 * (home.yaml `offers[].price`), so the name must be one of the price lists' (a repair service's
 * title in repairs.yaml, a cleaning package's type in cleaning.yaml). Checked by the reader (the
 * verifier and the build) and by the editor before a save (src/admin/save-check.ts). Pure module.
 */
import { describePath } from './issues';

/** The names of the price lists: the repair services' titles, the cleaning packages' types. */
export interface PriceNames {
  services: readonly { title: string }[];
  packages: readonly { type: string }[];
}

/** The names an offer may take its price from: each repair service's title, each package's type. */
export function priceNames({ services, packages }: PriceNames): string[] {
  return [...services.map((s) => s.title), ...packages.map((p) => p.type)];
}

/** What the rule reads of the three files. */
export interface OfferPriceFacts extends PriceNames {
  offers: readonly { title: string; price?: string | undefined }[];
}

/** The facts of the rule, from the three files' data. */
export function offerPriceFacts(
  home: { offers: OfferPriceFacts['offers'] },
  repairs: { services: PriceNames['services'] },
  cleaning: { packages: PriceNames['packages'] },
): OfferPriceFacts {
  return {
    offers: home.offers.map(({ title, price }) => ({ title, price })),
    services: repairs.services.map(({ title }) => ({ title })),
    packages: cleaning.packages.map(({ type }) => ({ type })),
  };
}

/** Each offer that names no price of the lists: where (its path in home.yaml), and why. */
export function offerPriceIssues(facts: OfferPriceFacts): { path: (string | number)[]; message: string }[] {
  const names = priceNames(facts);
  return facts.offers.flatMap((offer, index) =>
    offer.price === undefined || names.includes(offer.price)
      ? []
      : [
          {
            path: ['offers', index, 'price'],
            message: `« ${offer.price} » n’est ni une prestation de repairs.yaml ni un forfait de cleaning.yaml ; choisissez parmi : ${names.join(', ')}`,
          },
        ],
  );
}

/** The verifier's report of the rule, one message for home.yaml (empty when all is well). */
export function offerPriceProblems(...files: Parameters<typeof offerPriceFacts>): string[] {
  const facts = offerPriceFacts(...files);
  const lines = offerPriceIssues(facts).map(
    ({ path, message }) => `  src/content/home.yaml → ${describePath(facts, path)} : ${message}`,
  );
  return lines.length ? [`Données invalides dans src/content/home.yaml :\n${lines.join('\n')}`] : [];
}
