/**
 * Numbers as a French phone keyboard types them: « 549,90 », « 549.90 », « 15 900 », « 15 900 € »,
 * « 98 500 km » (ordinary, no-break or narrow no-break spaces between groups of three). The editor's
 * number fields are text fields checked by `numberPattern` as the owner types, and `parseFrenchNumber`
 * turns what he typed into the number meant when he saves (src/admin/save-check.ts). A value that
 * could mean two numbers (« 1.200 »: one euro twenty, or a thousand two hundred?) is refused, never
 * guessed (docs/decisions/0016-owner-editor.md).
 */

/** How many decimals a field takes: none (a year, a mileage), cents (a price), or any (a latitude). */
export type Decimals = 0 | 2 | 'any';

/** Digits in groups of three separated by a space (any kind), or digits alone. */
const WHOLE = String.raw`\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+`;
/** A unit the owner may type after the number: it is the field's own, and dropped. */
const UNIT = String.raw`(?:\s*(?:€|euros?|km))?`;
const FRACTION: Record<`${Decimals}`, string> = {
  '0': '',
  '2': String.raw`(?:[.,]\d{1,2})?`,
  any: String.raw`(?:[.,]\d+)?`,
};

/**
 * The field's pattern, for the editor's form (checked as the owner types, before he can save): the
 * shapes `parseFrenchNumber` reads, and nothing else.
 */
export function numberPattern(decimals: Decimals): string {
  return String.raw`^\s*-?(?:${WHOLE})${FRACTION[decimals]}${UNIT}\s*$`;
}

/** What the form says when a number field does not match its pattern. */
export function numberPatternMessage(decimals: Decimals): string {
  if (decimals === 0) return 'nombre entier en chiffres, par exemple 98 500 (pas de virgule ni de point)';
  if (decimals === 2) {
    return 'nombre en chiffres, avec une virgule et au plus deux chiffres pour les centimes : 549,90 ou 1 200 (pas 1.200)';
  }
  return 'nombre en chiffres, par exemple 45,7722';
}

/** The number a French owner meant, or why it cannot be read. */
export type ParsedNumber = { ok: true; value: number } | { ok: false; message: string };

/** Reads what the owner typed in a number field (`numberPattern` says which shapes). */
export function parseFrenchNumber(typed: string, decimals: Decimals): ParsedNumber {
  if (!new RegExp(numberPattern(decimals), 'i').test(typed)) {
    return { ok: false, message: `« ${typed.trim()} » : ${numberPatternMessage(decimals)}` };
  }
  const number = typed
    .replace(/(?:€|euros?|km)\s*$/i, '')
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(',', '.');
  return { ok: true, value: Number(number) };
}
