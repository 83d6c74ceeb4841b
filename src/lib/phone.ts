/** Phone number helpers for French numbers written "04 65 71 23 81". */

/** The E.164 form: "+33465712381". */
export function toE164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (!/^0\d{9}$/.test(digits)) throw new Error(`Numéro français invalide : ${phone}`);
  return `+33${digits.slice(1)}`;
}

/** The `tel:` link target. */
export function telHref(phone: string): string {
  return `tel:${toE164(phone)}`;
}

/** The number as displayed, with no-break spaces so it never wraps in the middle. */
export function displayPhone(phone: string): string {
  return phone.replace(/ /g, '\u00a0');
}
