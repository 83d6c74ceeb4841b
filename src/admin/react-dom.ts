/**
 * /admin/chunks/react-dom.js: what Sveltia CMS imports to draw a React preview (0.221.1 asks for
 * `chunks/react-dom.js` beside its own script, and for its `createRoot`, before trying unpkg). Its
 * own copy carries another React inside, so a component using a hook (useId) would fail there: this
 * one is built from the site's react-dom with the React the previews use (./previews.tsx), one
 * copy shared by both (src/integrations/admin-editor.ts).
 */
export { createRoot } from 'react-dom/client';
