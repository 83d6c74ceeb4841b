/**
 * The data-* attributes that join prerendered markup to the browser scripts of src/client: one
 * name each, written by the component and looked up by the script.
 */

/** The phone menu's toggle button (Header.tsx → src/client/menu.ts). */
export const MENU_TOGGLE = 'data-menu-toggle';
