/**
 * Where the editor's previews are served (src/admin/previews.tsx, built by
 * src/integrations/admin-editor.ts, loaded by ./preview-loader.ts): /admin/chunks/, beside the
 * react-dom Sveltia CMS imports from there (`chunks/react-dom.js` next to its own script).
 */
export const PREVIEWS_CHUNKS = '/admin/chunks/';
/** The previews' module, and the site's style sheet for the preview pane. */
export const PREVIEWS_MODULE = 'previews.js';
export const PREVIEWS_STYLE = 'previews.css';
/**
 * The site's display face and the garage's colours for the preview pane
 * (src/pages/admin/site-look.css.ts), and the name the pane gives the face.
 */
export const PREVIEW_LOOK = '/admin/site-look.css';
export const PREVIEW_FONT_FAMILY = 'Site display';
/** The writer that keeps a saved file's comments (src/admin/keep-layout.ts), loaded by the first save. */
export const KEEP_LAYOUT_MODULE = 'keep-layout.js';
/** The heavy half of the editor's own script (src/admin/editor-late.ts), loaded past the sign-in. */
export const EDITOR_LATE_MODULE = 'editor-late.js';
