/**
 * The data-* attributes that join prerendered markup to the browser code of src/client: one name
 * each, written by the component (`{...hook(VEHICLE_LIST)}`) and looked up by the script
 * (`document.querySelector(selector(VEHICLE_LIST))`), so the two cannot drift apart. Style sheets
 * that select on one of them (`[data-day]`…) name it in a comment beside the rule.
 */

/** The phone menu's toggle button (Header.tsx → client/menu.ts). */
export const MENU_TOGGLE = 'data-menu-toggle';
/** A main-menu item with a submenu (Header.tsx → client/menu.ts). */
export const SUBMENU = 'data-submenu';
/** A submenu closed with Escape while hovered or focused, until the pointer and focus leave (client/menu.ts). */
export const DISMISSED = 'data-dismissed';
/** The back-to-top link's container, shown once the page is scrolled (BackToTop.tsx → client/back-to-top.ts). */
export const BACK_TO_TOP = 'data-back-to-top';
/** The map's click-to-load block (MapConsent.tsx → client/map-consent.ts). */
export const MAP_CONSENT = 'data-map-consent';
/** On the map block: the address of the map frame to load. */
export const MAP_EMBED_URL = 'data-embed-url';
/** On the map block: the title of the map frame. */
export const MAP_FRAME_TITLE = 'data-frame-title';
/** The map block's placeholder, replaced by the frame. */
export const MAP_PLACEHOLDER = 'data-map-placeholder';
/** The button that loads the map. */
export const MAP_LOAD = 'data-map-load';
/** The booking calendar's frame, its address in the value, loaded once the page has painted (BookingFrame.tsx → client/booking-frame.ts). */
export const BOOKING_FRAME = 'data-booking-frame';
/** An offer's last day, YYYY-MM-DD (OffersGallery.tsx → client/offers-expiry.ts); on the offers section, its last offer's. */
export const OFFER_UNTIL = 'data-offer-until';
/** A slot the live opening status is written into (OpeningStatus.tsx → client/opening-status.ts). */
export const OPENING_STATUS = 'data-opening-status';
/** An opening-hours table (HoursTable.tsx → client/opening-status.ts marks today's row). */
export const HOURS_TABLE = 'data-hours-table';
/** On a row of the hours table: its weekday, as written in hours.yaml. */
export const HOURS_DAY = 'data-day';
/** The CSS selector of the elements carrying `name`: `[data-vehicle-list]`. */
export const selector = (name: string): string => `[${name}]`;

/** The attribute as JSX props, to spread on an element: `<ul {...hook(VEHICLE_LIST)}>`. */
export const hook = (name: string, value: string | number = ''): Record<string, string> => ({
  [name]: String(value),
});
