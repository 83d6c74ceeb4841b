/**
 * The id of the editor page's element that holds its configuration: written by src/admin/page.ts,
 * read by src/admin/editor.ts (a module of its own: the page's module runs at build time only).
 */
export const CONFIG_ELEMENT = 'cms-config';

/** The repository the page's configuration names (its backend), for the editor's own calls to GitHub. */
export function pageRepository(): { repo: string; branch: string } {
  const config = JSON.parse(document.getElementById(CONFIG_ELEMENT)?.textContent || 'null') as {
    backend?: { repo?: string; branch?: string };
  } | null;
  return { repo: config?.backend?.repo ?? '', branch: config?.backend?.branch ?? 'main' };
}
