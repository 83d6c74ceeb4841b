// Just enough HTML reading for the build's own output (Astro's minified, well-formed pages):
// tags with their attributes, and the text of <script> and <style> elements. Not a general parser.

const ENTITIES = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };

/** Decodes the character references an attribute value may hold (&amp;, &quot;, &#39;, &#x27;…). */
export function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Parses the attribute part of a start tag into an object (names lower-cased, values decoded). */
export function parseAttributes(source) {
  const attributes = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    if (name in attributes) continue; // the first occurrence wins, as in browsers
    attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

const RAW_TEXT = /<(script|style)\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/\1\s*>/gi;
const START_TAG = /<([a-z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;

/**
 * Reads a document: `elements` are the start tags in document order ({ name, attributes }),
 * `scripts` and `styles` the inline elements with their text ({ attributes, text }).
 * Comments are ignored; the text of <script> and <style> is never mistaken for markup.
 */
export function readHtml(html) {
  const scripts = [];
  const styles = [];
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  const markup = withoutComments.replace(RAW_TEXT, (_, name, attrs, text) => {
    (name.toLowerCase() === 'script' ? scripts : styles).push({ attributes: parseAttributes(attrs), text });
    return `<${name}${attrs}>`;
  });
  const elements = [...markup.matchAll(START_TAG)].map((m) => ({
    name: m[1].toLowerCase(),
    attributes: parseAttributes(m[2].replace(/\/$/, '')),
  }));
  return { elements, scripts, styles };
}

/** The candidate URLs of a srcset attribute, each with its width or density descriptor. */
export function parseSrcset(srcset) {
  return srcset
    .split(/,(?=\s*\S)(?![^(]*\))/)
    .map((part) => part.trim().split(/\s+/))
    .filter(([url]) => url)
    .map(([url, descriptor = '1x']) => ({
      url,
      width: descriptor.endsWith('w') ? Number.parseFloat(descriptor) : undefined,
      density: descriptor.endsWith('x') ? Number.parseFloat(descriptor) : undefined,
    }));
}
