/**
 * JSON for inline `<script>` elements (`type="application/json"` or `application/ld+json`),
 * written with `set:html`, so nothing escapes it for us. Any text of the owner's data must stay
 * inside its string: `<` and `>` (no `</script>` or `<!--` can close or comment the element), `&`
 * (no character reference is ever read), and U+2028/U+2029 (line separators older JavaScript
 * parsers reject in strings) are written as \u escapes, which JSON.parse turns back into themselves.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;

/** `JSON.stringify(value)` safe inside an inline script element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
