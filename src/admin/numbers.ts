/**
 * Numbers as a French phone keyboard types them: « 549,90 », « 549.90 », « 15 900 », « 15 900 € »,
 * « 98 500 km » (ordinary, no-break or narrow no-break spaces between groups of three). The editor's
 * number fields are text fields checked by `numberPattern` as the owner types, and `parseFrenchNumber`
 * turns what he typed into the number meant when he saves (src/admin/save-check.ts). A value that
 * could mean two numbers (« 1.200 »: one euro twenty, or a thousand two hundred?) is refused, never
 * guessed, and so is another field's unit (« km » in a price: src/schemas/units.ts)
 * (docs/decisions/0016-owner-editor.md).
 */
import { foreignUnitMessage, unitPattern, type Unit } from '#schemas/units.ts';

/** How many decimals a field takes: none (a year, a mileage), cents (a price), or any (a latitude). */
export type Decimals = 0 | 2 | 'any';

/** Digits in groups of three separated by a space (any kind), or digits alone. */
const WHOLE = String.raw`\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+`;
const FRACTION: Record<`${Decimals}`, string> = {
  '0': '',
  '2': String.raw`(?:[.,]\d{1,2})?`,
  any: String.raw`(?:[.,]\d+)?`,
};

/**
 * The field's pattern, for the editor's form (checked as the owner types, before he can save): the
 * shapes `parseFrenchNumber` reads, and nothing else. The field's own unit may follow the number.
 */
export function numberPattern(decimals: Decimals, unit?: Unit): string {
  const own = unit ? String.raw`(?:\s*(?:${unitPattern(unit)}))?` : '';
  return String.raw`^\s*-?(?:${WHOLE})${FRACTION[decimals]}${own}\s*$`;
}

/** An example of what the field takes, by its decimals and unit. */
function example(decimals: Decimals, unit: Unit | undefined): string {
  if (unit === 'km') return '98 500 ou 98 500 km';
  if (unit === '€') return decimals === 0 ? '15 900 ou 15 900 €' : '549,90 ou 1 200 €';
  return { '0': '2017', '2': '549,90 ou 1 200', any: '45,7722' }[decimals];
}

/** What the form says when a number field does not match its pattern. */
export function numberPatternMessage(decimals: Decimals, unit?: Unit): string {
  const other = unit === 'km' ? '€' : 'km';
  const units = unit
    ? `pas de « ${other} » : c’est ${unit === 'km' ? 'un kilométrage' : 'un prix'}`
    : 'sans unité';
  if (decimals === 0) {
    return `nombre entier en chiffres, par exemple ${example(0, unit)} (ni virgule ni point, ${units})`;
  }
  if (decimals === 2) {
    return `nombre en chiffres, avec une virgule et au plus deux chiffres pour les centimes : ${example(2, unit)} (pas 1.200, ${units})`;
  }
  return `nombre en chiffres, par exemple ${example('any', unit)} (${units})`;
}

/** The number a French owner meant, or why it cannot be read. */
export type ParsedNumber = { ok: true; value: number } | { ok: false; message: string };

/** Reads what the owner typed in a number field counted in `unit` (`numberPattern` says which shapes). */
export function parseFrenchNumber(typed: string, decimals: Decimals, unit?: Unit): ParsedNumber {
  const foreign = foreignUnitMessage(typed, unit);
  if (foreign) return { ok: false, message: foreign };
  if (!new RegExp(numberPattern(decimals, unit), 'iu').test(typed)) {
    return { ok: false, message: `« ${typed.trim()} » : ${numberPatternMessage(decimals, unit)}` };
  }
  const number = typed
    .replace(/[^\d.,-]+$/u, '')
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(',', '.');
  return { ok: true, value: Number(number) };
}

/** French grouping and comma: « 549,90 », « 15 900 » (a narrow no-break space, as the site writes). */
const WRITTEN: Record<`${Decimals}`, Intl.NumberFormat> = {
  '0': new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }),
  '2': new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  any: new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 20 }),
};

/**
 * A stored number as the owner writes it, which `parseFrenchNumber` reads back as the same
 * number: 549.9 → « 549,90 », 79 → « 79 » (whole euros without cents, as the site prints them),
 * 98500 → « 98 500 ».
 */
export function frenchNumber(value: number, decimals: Decimals): string {
  return (decimals === 2 && Number.isInteger(value) ? WRITTEN['0'] : WRITTEN[decimals]).format(value);
}
