/**
 * The unit a number of the owner's files is counted in: a price in euros, a mileage in
 * kilometres. Declared once on the field's schema (`.meta(countedIn('km'))`, kept in its JSON
 * Schema), it is read by the editor's form, which accepts that unit after the number and refuses
 * another field's (« km » in a price, « € » in a mileage), by its save check, and by the
 * schema's own message for a unit written in the file: the same words everywhere.
 */

/** Each unit: what the owner may write for it, and what it counts. */
export const UNITS = {
  '€': { written: String.raw`€|euros?|eur`, counts: 'un prix' },
  km: { written: String.raw`km|kilom[eè]tres?`, counts: 'un kilométrage' },
} as const;
/** A unit of the owner's numbers. */
export type Unit = keyof typeof UNITS;

/** The metadata that declares a number field's unit (zod `.meta()`, read back from its JSON Schema). */
export const countedIn = (unit: Unit) => ({ unit });

/** The pattern of `unit` written after a number (case-insensitive), for the editor's form. */
export function unitPattern(unit: Unit): string {
  return UNITS[unit].written;
}

/** The unit written after the digits of `written`, if any: « 61 000 km » → km. */
export function writtenUnit(written: string): Unit | undefined {
  return (Object.keys(UNITS) as Unit[]).find((unit) =>
    new RegExp(String.raw`\d\s*(?:${UNITS[unit].written})\s*$`, 'iu').test(written),
  );
}

/**
 * Why `written` is refused in a field counted in `own` (undefined: a plain number, a year): it
 * carries another field's unit. Undefined when it carries none, or its own.
 */
export function foreignUnitMessage(written: unknown, own: Unit | undefined): string | undefined {
  if (typeof written !== 'string') return undefined;
  const unit = writtenUnit(written);
  if (!unit || unit === own) return undefined;
  const where = own ? `pas d’${UNITS[own].counts}` : 'et ce champ est un nombre sans unité';
  return `« ${written.trim()} » : « ${unit} » est l’unité d’${UNITS[unit].counts}, ${where}`;
}
