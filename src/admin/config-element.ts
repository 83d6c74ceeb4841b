/**
 * The id of the editor page's element that holds its configuration: written by src/admin/page.ts,
 * read by src/admin/editor.ts (a module of its own: the page's module runs at build time only).
 */
export const CONFIG_ELEMENT = 'cms-config';
