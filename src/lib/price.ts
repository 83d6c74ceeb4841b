/** Price formatting in French: "79 €", "549,90 €", with no-break spaces. */
import type { Price } from '#schemas/index.ts';

const integer = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const decimal = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An amount in euros: whole euros without decimals ("79 €"), otherwise two ("549,90 €"). */
export function formatEuros(amount: number): string {
  return (Number.isInteger(amount) ? integer : decimal).format(amount);
}

/** Label shown before a starting price. */
export const FROM_LABEL = 'À partir de';
/** Label of quote-only services. */
export const QUOTE_LABEL = 'Sur devis';
/** Tax mention after every price to consumers. */
export const TAX_LABEL = 'TTC';

/** One line of a price as shown: optional label, amount text, and how it reads. */
export interface PriceLine {
  /** e.g. "la paire avant"; undefined for a single price. */
  label?: string;
  /** "79 €", or "Sur devis" for a quote. */
  text: string;
  /** True when "À partir de" precedes the amount (a starting price). */
  from: boolean;
  /** True for a quote-only service: no amount, no tax mention. */
  quote: boolean;
}

/** The lines to display for a service's price. */
export function priceLines(price: Price): PriceLine[] {
  switch (price.kind) {
    case 'from':
      return [{ text: formatEuros(price.amount), from: true, quote: false }];
    case 'variants':
      return price.variants.map((v) => ({
        label: v.label,
        text: formatEuros(v.amount),
        from: true,
        quote: false,
      }));
    case 'quote':
      return [{ text: QUOTE_LABEL, from: false, quote: true }];
  }
}

/** The line of a fixed price, without "À partir de" (e.g. a cleaning package: "50 € TTC"). */
export function fixedPriceLine(amount: number): PriceLine {
  return { text: formatEuros(amount), from: false, quote: false };
}

/** One line as plain text, without its label: "À partir de 79 € TTC", "50 € TTC" or "Sur devis". */
export function lineText(line: PriceLine): string {
  if (line.quote) return line.text;
  return `${line.from ? `${FROM_LABEL} ` : ''}${line.text} ${TAX_LABEL}`;
}

/** The whole price as one plain sentence, e.g. "À partir de 79 € TTC" or "Sur devis". */
export function priceText(price: Price): string {
  return priceLines(price)
    .map((line) => `${lineText(line)}${line.label ? ` ${line.label}` : ''}`)
    .join(', ');
}

/**
 * Where an offer's price is written once: the repair services and the cleaning packages. (Here and
 * not in offers.ts: the page's shared script reads offers.ts, and must not carry the price code.)
 */
export interface PriceLists {
  services: readonly { id: string; price: Price }[];
  packages: readonly { id: string; price: number }[];
}

/**
 * The price an offer shows, from the list entry it names by its fixed key: a repair service's
 * lowest price, or a cleaning package's, each « À partir de »; undefined when the offer names
 * none (or none that is).
 */
export function offerPriceLine(
  ref: { kind: 'service' | 'package'; id: string } | undefined,
  { services, packages }: PriceLists,
): PriceLine | undefined {
  if (ref === undefined) return undefined;
  if (ref.kind === 'service') {
    const service = services.find((s) => s.id === ref.id);
    if (!service) return undefined;
    const { price } = service;
    if (price.kind === 'quote') return priceLines(price)[0];
    const amount = price.kind === 'from' ? price.amount : Math.min(...price.variants.map((v) => v.amount));
    return { text: formatEuros(amount), from: true, quote: false };
  }
  const pack = packages.find((p) => p.id === ref.id);
  return pack ? { ...fixedPriceLine(pack.price), from: true } : undefined;
}
