/**
 * Any text the owner writes in any free-text field is safe where it lands: it can neither break
 * out of the inline JSON of the opening hours nor of the structured data, nor add a line, a link
 * or markup to llms.txt. Property-based: fast-check tries strings made of the dangerous pieces.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inlineJson } from './inline-json';
import { llmsTxt } from './llms-txt';
import { siteRegistry, type SiteData } from './pages';
import { pageGraph, serializeJsonLd } from './structured-data';
import { readContent, CONTENT_FILES, type Content, type ContentName } from '#data/reader.ts';
import { FIRST_GARAGE, freeTextFields, withValue, type FieldPath } from '#tests/support/content.ts';

const content = readContent(FIRST_GARAGE);
const TODAY = '2026-11-22';
/** A closure under way today, so its message is part of what is written out. */
const withClosure: Content = {
  ...content,
  hours: { ...content.hours, closures: [{ from: TODAY, to: '2026-11-30', message: 'Inventaire' }] },
};
const siteFiles = ['garage', 'hours', 'socials', 'repairs', 'cleaning'] as const;
const fields = siteFiles.flatMap((name) =>
  freeTextFields(name, withClosure[name]).map((at) => ({ name, at }) as { name: ContentName; at: FieldPath }),
);

const siteData = (c: Content): SiteData => ({
  garage: c.garage,
  hours: c.hours,
  socials: c.socials.socials,
  repairs: c.repairs,
  cleaning: c.cleaning,
});
const images = { logo: 'https://exemple.fr/logo.png', image: 'https://exemple.fr/partage.png' };
const page = { path: '/', description: 'Le garage', breadcrumb: 'Accueil', catalogues: [] };
const pagesOf = (c: Content) =>
  siteRegistry({ garage: c.garage, cleaning: c.cleaning, parts: c.parts, vehicles: [] });
const baselineLines = llmsTxt(siteData(withClosure), pagesOf(withClosure), TODAY).split('\n').length;

/** Strings made of what breaks pages and files: tags, comment and CDATA ends, quotes, separators. */
const hostileText = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '<',
        '>',
        '&',
        '"',
        "'",
        '</script>',
        '<!--',
        '-->',
        ']]>',
        '\u2028',
        '\u2029',
        '\n',
        '\r',
      ),
      fc.constantFrom('[lien](https://x.fr)', '*', '_', '`', '#', '\\', '|', '<img src=x onerror=alert(1)>'),
      fc.string({ unit: 'grapheme' }),
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((parts) => `Texte ${parts.join('')}`);

describe('any text in any free-text field', () => {
  it('finds the free-text fields of every file the site-wide files are built from', () => {
    const names = new Set(
      fields.map((f) => `${f.name}:${f.at.filter((k) => typeof k === 'string').join('.')}`),
    );
    for (const field of [
      'garage:name',
      'garage:about',
      'hours:closures.message',
      'repairs:services.title',
      'repairs:services.note',
      'cleaning:gift',
      'socials:socials.name',
    ]) {
      expect(names).toContain(field);
    }
  });

  it('stays inside the JSON of its script elements and adds nothing to llms.txt', () => {
    fc.assert(
      fc.property(fc.constantFrom(...fields), hostileText, ({ name, at }, text) => {
        const edited = withValue(withClosure[name], at, text);
        const parsed = CONTENT_FILES[name].safeParse(edited);
        // A text the schema refuses (blank, say) stops the build with its message: nothing to escape.
        fc.pre(parsed.success);
        const edits = { ...withClosure, [name]: parsed.data };
        const data = siteData(edits);

        const hours = inlineJson(data.hours);
        expect(hours).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(hours)).toEqual(data.hours);

        const jsonLd = serializeJsonLd(pageGraph(data, page, images, [page]));
        expect(jsonLd).not.toMatch(/<\/?script|<!--/i);
        JSON.parse(jsonLd);

        const llms = llmsTxt(data, pagesOf(edits), TODAY);
        expect(llms.split('\n')).toHaveLength(baselineLines);
        // Every markup character of the owner's text arrives escaped (the summary's own « > » aside).
        expect(llms.replace(/^> /m, '')).not.toMatch(/(?<!\\)[<>`]|(?<!\\)\[lien/);
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
