/**
 * The editor reads and writes the site's files through this format (Sveltia's
 * `CMS.registerCustomFormat`, named in config.yml by src/admin/config.ts): read as YAML 1.2's core
 * schema reads it (js-yaml, with the save check in src/admin/editor-late.ts: Sveltia awaits what
 * `fromFile` returns), written by
 * src/admin/keep-layout.ts into the file's own text, as the save hook read it from the repository
 * just before (src/admin/editor.ts): comments and layout kept. keep-layout.ts and the `yaml`
 * package it needs come with the first save (/admin/chunks/keep-layout.js), not with the sign-in.
 */
/** The writer of src/admin/keep-layout.ts. */
export type KeepLayout = (text: string, data: unknown) => string;

/** The format's name in config.yml. */
export const LAYOUT_FORMAT = 'yaml-garage';

/** The file about to be written, as the repository has it now (undefined: a new file). */
let original: string | undefined;
/** The writer, loaded by the save hook. */
let writer: KeepLayout | undefined;

/** Called by the save hook with the text it read of the file being saved, and the writer it loaded. */
export function savingFrom(text: string | undefined, keepLayout: KeepLayout): void {
  original = text;
  writer = keepLayout;
}

/**
 * A save refused: Sveltia shows the cause of an error named « saving_failed » in its error dialog,
 * and writes nothing.
 */
export const saveRefused = (message: string): Error =>
  new Error('saving_failed', { cause: new Error(message) });

/** Registers the format with Sveltia's global `CMS`; `read` reads a file's text. */
export function registerLayoutFormat(
  cms: {
    registerCustomFormat(
      name: string,
      extension: string,
      methods: { fromFile: (text: string) => unknown; toFile: (data: unknown) => string },
    ): void;
  },
  read: (text: string) => Promise<unknown>,
): void {
  cms.registerCustomFormat(LAYOUT_FORMAT, 'yaml', {
    fromFile: read,
    toFile: (data) => {
      const [from, write] = [original, writer];
      original = undefined;
      // The save hook always runs first; a file the repository does not have yet (from: undefined)
      // is written whole.
      if (!write) throw new Error('saving_failed');
      return write(from ?? '', data);
    },
  });
}
