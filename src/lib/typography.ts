/**
 * French punctuation spacing: « : » and « € » take a no-break space before them (U+00A0),
 * « ; ! ? » a narrow one (U+202F) or a no-break space; never a plain space or a line break, which
 * can leave the sign alone at the start of a line. `frenchSpacing` sets it in the owner's texts as
 * the site prints them (he types plain spaces, as every keyboard does); `typographyFaults` is the
 * build test's reading of the result.
 */

/** Web addresses, e-mails and times written with a colon (08:00) are not prose. */
const NOT_PROSE = /\b(?:https?:\/\/|mailto:|tel:|www\.)\S+|\S+@\S+\.\S+|\b\d{1,2}:\d{2}\b/g;

/** A plain space or line break before a sign; or « ; ! ? » glued to a letter or digit. */
const FAULT = /[ \t\r\n]+[:;!?€]|[\p{L}\p{N}][;!?]/gu;

/** The faults of a text, each shown in its context (about 20 characters either side). */
export function typographyFaults(text: string): string[] {
  const prose = text.replace(NOT_PROSE, (url) => '_'.repeat(url.length));
  return [...prose.matchAll(FAULT)].map((m) => {
    const start = Math.max(0, m.index - 20);
    const end = Math.min(text.length, m.index + m[0].length + 20);
    return `« ${text.slice(start, end).replace(/\s+/g, ' ').trim()} »`;
  });
}

/** The spacing of one piece of prose, its web addresses, e-mails and times set aside by the caller. */
const proseSpacing = (prose: string): string =>
  prose
    // The spaces or line breaks before the sign become the one no-break space it asks for…
    .replace(/\s+([:€])/g, '\u00a0$1')
    .replace(/\s+([;!?])/g, '\u202f$1')
    // …and a sign glued to its word gets one.
    .replace(/([\p{L}\p{N}])([;!?])/gu, '$1\u202f$2')
    .replace(/(\p{L}):(?=[ \t\r\n])/gu, '$1\u00a0:')
    .replace(/(\p{N})€/gu, '$1\u00a0€')
    .replace(/«\s*/g, '«\u00a0')
    .replace(/\s*»/g, '\u00a0»');

/**
 * `text` with French spacing set: a no-break space before « : » and « € » and inside « », a narrow
 * one before « ; ! ? » (a plain space there is replaced, a glued sign gets one). Web addresses,
 * e-mails and times (08:00) are left as they are.
 */
export function frenchSpacing(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(NOT_PROSE)) {
    out += proseSpacing(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return out + proseSpacing(text.slice(last));
}

/**
 * Every string of `data` (plain objects and arrays, walked deeply) with French spacing set; other
 * values (numbers, dates, an image's metadata object) are kept as they are.
 */
export function withFrenchSpacing<T>(data: T): T {
  if (typeof data === 'string') return frenchSpacing(data) as T;
  if (Array.isArray(data)) return data.map(withFrenchSpacing) as T;
  if (data !== null && typeof data === 'object' && Object.getPrototypeOf(data) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, withFrenchSpacing(value)]),
    ) as T;
  }
  return data;
}
