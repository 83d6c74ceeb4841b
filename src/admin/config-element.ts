/**
 * The id of the editor page's element that holds its configuration: written by src/admin/page.ts,
 * read by src/admin/editor.ts (a module of its own: the page's module runs at build time only).
 */
export const CONFIG_ELEMENT = 'cms-config';

/** The branch the editor commits to (the publishing workflow publishes it). */
export const EDITOR_BRANCH = 'main';

/**
 * The name of the editor page's <meta> that holds its repository (« owner/name », found at build
 * time: src/admin/forge-repository.ts), for the editor's own calls to GitHub (the file as it is
 * now, the publication's status): a fact of the page, whatever backend its configuration names.
 */
export const REPOSITORY_META = 'garage-repository';

/** The repository the page names, and its branch. */
export function pageRepository(): { repo: string; branch: string } {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${REPOSITORY_META}"]`);
  return { repo: meta?.content ?? '', branch: EDITOR_BRANCH };
}
