/**
 * The editor reads and writes the site's files through this format (Sveltia's
 * `CMS.registerCustomFormat`, named in config.yml by src/admin/config.ts): read as Sveltia reads
 * YAML (the `yaml` package), written by src/admin/keep-layout.ts into the file's own text, as the
 * save hook read it from the repository just before (src/admin/editor.ts): comments and layout kept.
 */
import { parse, stringify } from 'yaml';
import { keepLayout } from './keep-layout';

/** The format's name in config.yml. */
export const LAYOUT_FORMAT = 'yaml-garage';

/** The file about to be written, as the repository has it now (undefined: a new file). */
let original: string | undefined;

/** Called by the save hook with the text it read of the file being saved. */
export function savingFrom(text: string | undefined): void {
  original = text;
}

/** Registers the format with Sveltia's global `CMS`. */
export function registerLayoutFormat(cms: {
  registerCustomFormat(
    name: string,
    extension: string,
    methods: { fromFile: (text: string) => unknown; toFile: (data: unknown) => string },
  ): void;
}): void {
  cms.registerCustomFormat(LAYOUT_FORMAT, 'yaml', {
    fromFile: (text) => parse(text),
    toFile: (data) => {
      const from = original;
      original = undefined;
      // A file the repository does not have yet: written as Sveltia would.
      return from === undefined
        ? stringify(data, { lineWidth: 0, singleQuote: true })
        : keepLayout(from, data);
    },
  });
}
