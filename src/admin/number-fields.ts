/**
 * The number fields of each file's form, as the phone shows them: which keyboard opens (the
 * number keypad with a decimal key for a price, the plain numeric keypad for a whole number) and
 * how a stored number reads (« 549,90 », not « 549.9 »). Sveltia CMS 0.221.1 has no option for
 * either on a text field (its `type` option is url, text or email, and its config schema refuses
 * any other): src/admin/number-inputs.ts applies them to the form's text boxes.
 */
import type { Unit } from '#schemas/units.ts';
import { FROM_LABEL, formatEuros } from '#lib/price.ts';
import { parseFrenchNumber } from './numbers';
import { jsonSchemaOf, type JsonNode } from './config';
import { fieldDecimals } from './form-fr';
import type { Decimals } from './numbers';
import type { EditableFile } from './schemas';

/** A number field of a form. */
export interface NumberField {
  decimals: Decimals;
  unit?: Unit;
  /**
   * The keyboard a phone opens (`inputmode`): `numeric` for a whole number, `decimal` for one with
   * a decimal key; `text` for a number that may be negative (a map position), whose keypads have no
   * minus key on every phone.
   */
  keyboard: 'numeric' | 'decimal' | 'text';
}

/** Whether a number of this schema node may be negative. */
const mayBeNegative = (node: JsonNode) => (node.minimum ?? node.exclusiveMinimum ?? -1) < 0;

/** Every number field of `file`'s form, by its path (keys joined by dots, list entries left out). */
export function numberFields(file: EditableFile): Map<string, NumberField> {
  const out = new Map<string, NumberField>();
  const walk = (node: JsonNode, path: string[]) => {
    for (const variant of [...(node.oneOf ?? []), ...(node.anyOf ?? [])]) walk(variant, path);
    if (node.items) walk(node.items, path);
    for (const [key, child] of Object.entries(node.properties ?? {})) walk(child, [...path, key]);
    if (node.type !== 'number' && node.type !== 'integer') return;
    const at = path.join('.');
    const decimals = fieldDecimals(file, at, node.type === 'integer');
    const keyboard = mayBeNegative(node) ? 'text' : decimals === 0 ? 'numeric' : 'decimal';
    out.set(at, { decimals, keyboard, ...(node.unit ? { unit: node.unit } : {}) });
  };
  walk(jsonSchemaOf(file), []);
  return out;
}

/**
 * A summary's prices as its template writes them (form-fr.ts): after its last colon, the amounts
 * with « / » between (a service's one price, or each of its several, empty slots left empty),
 * then « € » and any words after it (« € TTC de l’heure »).
 */
const SUMMARY_PRICES = /:\s*([^:]*?)\s*€([^:€]*)$/;

/**
 * A list summary as the owner reads it, its prices as the site prints them (src/lib/price.ts):
 * « Courroie de distribution : 549,90 € », « Amortisseurs : à partir de 249 € » for a service of
 * several prices (its lowest, as an offer of it shows), « sur devis » for a service with none. A
 * price half typed is shown as typed.
 */
export function frenchSummary(text: string): string {
  const found = SUMMARY_PRICES.exec(text);
  if (!found) return text;
  const [, written = '', after = ''] = found;
  const head = text.slice(0, found.index);
  const typed = written
    .split('/')
    .map((amount) => amount.trim())
    .filter(Boolean);
  if (typed.length === 0) return after.trim() ? text : `${head}: sur devis`;
  const amounts = typed.map((amount) => parseFrenchNumber(amount, 'any', '€'));
  if (!amounts.every((amount) => amount.ok)) return `${head}: ${typed.join(' / ')}\u00a0€${after}`;
  const lowest = Math.min(...amounts.map((amount) => amount.value));
  return `${head}: ${amounts.length > 1 ? `${FROM_LABEL.toLowerCase()} ` : ''}${formatEuros(lowest)}${after}`;
}
