/**
 * French punctuation spacing, as the build test checks it: « : » and « € » take a no-break space
 * before them (U+00A0), « ; ! ? » a narrow one (U+202F) or a no-break space; never a plain space
 * or a line break, which can leave the sign alone at the start of a line.
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
