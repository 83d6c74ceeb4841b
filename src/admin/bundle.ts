/**
 * The editor's files, served from this site's own origin: Sveltia CMS's bundle, its French
 * translation and its three fonts. The bundle, as published, fetches the translation from unpkg
 * and the fonts from jsDelivr, and offers no option to point them elsewhere (0.221.1: the URLs are
 * constants of the bundle). The copy served under /admin/ has those four URLs rewritten to ours;
 * each rewrite must match exactly once, so a new version that moves them stops the build instead
 * of silently calling a CDN again (docs/decisions/0016-owner-editor.md).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { KEY_REFUSED, KEY_TYPED_REFUSED } from './status-fr.ts';

const require = createRequire(import.meta.url);
/** The installed package's folder (its entry point is npm/index.js; it exports nothing else). */
const SVELTIA = path.resolve(path.dirname(require.resolve('@sveltia/cms')), '..');
/** The pinned Sveltia CMS version (package.json pins it exactly). */
export const SVELTIA_VERSION: string = (
  JSON.parse(readFileSync(path.join(SVELTIA, 'package.json'), 'utf-8')) as { version: string }
).version;

/** Where the editor lives on the site. */
export const ADMIN_PATH = '/admin/';
/** The editor's own files, under /admin/. */
export const BUNDLE_FILE = 'sveltia-cms.js';
/** Our script for the editor (src/admin/editor.ts), bundled by src/integrations/admin-editor.ts. */
export const EDITOR_FILE = 'garage.js';
/** Where the editor's script libraries are served, instead of unpkg (see vendorFiles()). */
export const VENDOR_PATH = `${ADMIN_PATH}vendor`;
/** The editor's version, where its check for updates reads it. */
export const VERSION_PATH = `${ADMIN_PATH}version.json`;
/** Its translations: `${LOCALES_PATH}<version>/fr.json` (localesBase()). */
export const LOCALES_PATH = `${ADMIN_PATH}locales/`;
/** Its fonts: `${FONTS_PATH}<name>.<version>.woff2` (servedFonts()). */
export const FONTS_PATH = `${ADMIN_PATH}fonts/`;
/** The first 10 hex digits of the SHA-256 of `bytes`: the version in a file's path. */
export const contentHash = (bytes: string | Uint8Array) =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 10);

/**
 * A script of the page (BUNDLE_FILE, EDITOR_FILE) as served, named by its content:
 * `sveltia-cms.0123456789.js` (src/integrations/admin-editor.ts names them after the build).
 */
export const versionedScript = (file: string, text: string) =>
  file.replace(/\.js$/, `.${contentHash(text)}.js`);

/**
 * The editor's files whose path changes with their content: the page's two scripts, its fonts and
 * translation (a hash of their bytes in the path) and the libraries (`name@version/…`). Every host
 * caches them for a year (hosting/description.ts): a next visit asks nothing of them. The page,
 * config.yml and version.json keep their names and are revalidated at every visit.
 */
export const VERSIONED_PATHS: readonly string[] = [
  ...[BUNDLE_FILE, EDITOR_FILE].map((file) => `${ADMIN_PATH}${file.replace(/js$/, '')}`),
  FONTS_PATH,
  LOCALES_PATH,
  `${VENDOR_PATH}/`,
];

/**
 * The three fonts the editor's style sheet declares, each from its Fontsource npm package;
 * `atStart`: drawn by its first screen (the mono font only in a code field).
 */
export const FONTS = [
  {
    file: 'source-sans-3.woff2',
    atStart: true,
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2',
    source: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  },
  {
    file: 'noto-mono.woff2',
    atStart: false,
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2',
    source: '@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2',
  },
  {
    // Every icon of the editor is a ligature of this font: without it, icons read « expand_more ».
    // Served cut to the icons the bundle draws (src/admin/icon-font.ts): 18 KB instead of 740 KB.
    file: 'material-symbols-outlined.woff2',
    atStart: true,
    icons: true,
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2',
    source:
      '@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2',
  },
] as const;

/** A font of the editor as served: its file name under FONTS_PATH (with its version), its bytes. */
export interface ServedFont {
  file: string;
  cdn: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/** The package's bundle, as published. */
const originalBundle = () => readFileSync(path.join(SVELTIA, 'dist', BUNDLE_FILE), 'utf-8');

let fonts: Promise<ServedFont[]> | undefined;
/**
 * The editor's fonts as served, each named with a hash of its bytes: the icon font cut to the
 * icons its bundle can draw (src/admin/icon-font.ts), the two text fonts as Fontsource ships them.
 * Made once per build (about a second for the icon font).
 */
export function servedFonts(): Promise<ServedFont[]> {
  fonts ??= Promise.all(
    FONTS.map(async (font) => {
      let bytes: Uint8Array<ArrayBuffer> = fontBytes(font.source);
      if ('icons' in font) {
        const { iconSubset } = await import('./icon-font.ts');
        bytes = await iconSubset(bytes, (await editorIcons(bytes)).keys());
      }
      const file = font.file.replace(/\.woff2$/, `.${contentHash(bytes)}.woff2`);
      return { file, cdn: font.cdn, bytes };
    }),
  );
  return fonts;
}

/** The icons the editor's bundle can draw with `iconFont` (the whole font), with their outlines. */
export async function editorIcons(iconFont: Uint8Array): Promise<Map<string, string>> {
  // Loaded when needed: the hosts' scripts read this module's paths, not its fonts.
  const { candidateNames, iconsDrawn } = await import('./icon-font.ts');
  return iconsDrawn(iconFont, candidateNames(originalBundle()));
}

/** Where the editor fetches its translations from: `${localesBase()}/fr.json`. */
export const localesBase = () => `${LOCALES_PATH}${contentHash(frenchLocale())}`;

/**
 * What the editor fetches as it starts, by URL: its translation and the fonts of its first screen.
 * The page's sign-in fetches them while the owner pastes his key (src/admin/sign-in.ts).
 */
export async function startFiles(): Promise<string[]> {
  const fonts = await servedFonts();
  return [
    `${localesBase()}/fr.json`,
    ...FONTS.flatMap((font, i) => (font.atStart ? [`${FONTS_PATH}${fonts[i]!.file}`] : [])),
  ];
}

/** The URL rewrites of the served bundle: what the package has, what we serve instead. */
export async function bundleRewrites(): Promise<[from: string, to: string][]> {
  return [
    // The translations' base, `https://unpkg.com/@sveltia/cms@${version}/locales` in the source:
    // /admin/locales/<version>/fr.json instead.
    [`\${iP}@\${rP}/locales`, localesBase()],
    // Its check for a newer version, every hour, reads the package's manifest on unpkg: it reads
    // ours instead, which names the pinned version (updates come through package.json).
    [`\${iP}/package.json`, VERSION_PATH],
    // The libraries it imports on demand, from unpkg at the version its package.json names:
    // /admin/vendor/<name>@<version>/<file> instead (vendorFiles()). Without Immutable.js, its save
    // hooks are skipped with a console message, and a save would go unchecked (save-check.ts).
    ['`https://unpkg.com/${e}`', `\`${VENDOR_PATH}/\${e}\``],
    ...(await servedFonts()).map(({ cdn, file }): [string, string] => [cdn, `${FONTS_PATH}${file}`]),
    // react-dom, which it imports to draw the site's previews (src/admin/previews.tsx): from
    // `chunks/react-dom.js` beside its script, else from unpkg; here from /admin/chunks/ only
    // (src/integrations/admin-editor.ts builds it there, sharing the previews' React).
    [
      'let n=`chunks/${e}.js`,r=`${iP}@${rP}/dist/${n}`',
      `let n=\`chunks/\${e}.js\`,r=\`${ADMIN_PATH}\${n}\``,
    ],
    // The preview pane, once the site's own previews are registered (src/admin/previews.tsx), is
    // a frame whose page the editor writes: it loads it from a blob: URL, which the editor's
    // policy refuses to frame (default-src 'none', no frame-src). The same page as the frame's
    // srcdoc instead: no fetch, and it keeps the editor's policy (src/admin/page.ts) unchanged.
    [
      'URL.revokeObjectURL(n),j(r,!0)},{once:!0}),R(i).src=n}',
      'URL.revokeObjectURL(n),j(r,!0)},{once:!0}),R(i).srcdoc=o()}',
    ],
    // A request GitHub refuses with 401 (the owner's key expired or was revoked): its English
    // « Bad credentials », shown under a refused save, says in French what to do instead.
    [
      'typeof c.message==`string`&&(l=c.message)',
      `typeof c.message==\`string\`&&(l=s===401?${JSON.stringify(KEY_REFUSED)}:c.message)`,
    ],
  ];
}

/** Replaces `from` by `to` in `text`, which must hold it exactly once. */
function replaceOnce(text: string, from: string, to: string): string {
  const count = text.split(from).length - 1;
  if (count !== 1) {
    throw new Error(
      `Sveltia CMS ${SVELTIA_VERSION} : « ${from} » trouvé ${count} fois au lieu d’une ; ` +
        'la nouvelle version charge-t-elle ses fichiers autrement ? (docs/decisions/0016-owner-editor.md)',
    );
  }
  return text.replace(from, () => to);
}

/** The editor's bundle with its CDN URLs pointing at this site, without its source-map comment. */
export async function servedBundle(): Promise<string> {
  const rewritten = (await bundleRewrites()).reduce(
    (text, [from, to]) => replaceOnce(text, from, to),
    originalBundle(),
  );
  return rewritten.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
}

/**
 * What the package's French translation lacks or words for another case: a string it leaves in
 * English, and the save error, which here is mostly our own refusal (save-check.ts), not a fault
 * to retry later.
 */
export const FRENCH_OVERRIDES: Locale = {
  show_errors: 'Afficher les erreurs',
  saving_entry: { error: { title: 'Enregistrement refusé', description: 'Rien n’a été enregistré.' } },
  replace_file: 'Remplacer le fichier',
  replace_image: 'Remplacer l’image',
  remove_file: 'Supprimer le fichier',
  remove_image: 'Supprimer l’image',
  select_item: 'Sélectionner {$name}',
  folders: 'Dossiers',
  new_folder: 'Nouveau dossier',
  more_folders: 'Autres dossiers',
  back_to_parent_folder: 'Revenir au dossier parent',
  file_unavailable: 'Indisponible',
  file_unavailable_description: 'Ce fichier n’a pas pu être chargé : il a peut-être été déplacé ou supprimé.',
  list_item_options: 'Options de l’élément',
  save_conflict: {
    title: 'Entrée modifiée par quelqu’un d’autre',
    modified_by: '{$name} a modifié cette entrée le {$date}, après que vous l’avez ouverte.',
    modified: 'Cette entrée a été modifiée dans le dépôt après que vous l’avez ouverte.',
    deleted: 'Cette entrée a été supprimée du dépôt après que vous l’avez ouverte.',
    overwrite_warning: 'Si vous enregistrez maintenant, ses modifications seront perdues.',
    recreate_warning: 'Si vous enregistrez maintenant, l’entrée sera recréée.',
    save_anyway: 'Enregistrer quand même',
    branch_moved: 'Le dépôt a été modifié par quelqu’un d’autre pendant l’enregistrement : réessayez.',
  },
  sign_in_error: { invalid_token: KEY_TYPED_REFUSED },
  remote_change: {
    reload_entry: 'Recharger l’entrée',
    confirm_reloading_entry: 'Recharger l’entrée ? Les modifications non enregistrées seront perdues.',
  },
};

/** A translation: strings by key, some grouped. */
type Locale = { [key: string]: string | Locale };

/** `base` with `overrides` laid over it, group by group. */
function merged(base: Locale, overrides: Locale): Locale {
  const out: Locale = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const inner = out[key];
    out[key] = typeof value === 'object' && typeof inner === 'object' ? merged(inner, value) : value;
  }
  return out;
}

/** The editor's French translation: the package's, with FRENCH_OVERRIDES. */
export function frenchLocale(): string {
  const strings = JSON.parse(readFileSync(path.join(SVELTIA, 'locales', 'fr.json'), 'utf-8')) as Locale;
  return JSON.stringify(merged(strings, FRENCH_OVERRIDES));
}

/**
 * The libraries served under VENDOR_PATH, by their path there: Immutable.js, which the editor
 * loads before calling a save hook, from the copy its own package installed.
 */
export function vendorFiles(): Record<string, string> {
  const { dependencies } = JSON.parse(readFileSync(path.join(SVELTIA, 'package.json'), 'utf-8')) as {
    dependencies: Record<string, string>;
  };
  const version = dependencies['immutable']!.replace(/^\D/, '');
  const fromSveltia = createRequire(path.join(SVELTIA, 'package.json'));
  return {
    [`immutable@${version}/dist/immutable.es.js`]: fromSveltia.resolve('immutable/dist/immutable.es.js'),
  };
}

/** A font file's bytes, from its Fontsource package. */
function fontBytes(source: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(readFileSync(require.resolve(source)));
}
