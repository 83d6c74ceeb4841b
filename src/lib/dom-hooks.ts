/**
 * The data-* attributes that join the markup rendered at build time to the browser code of
 * src/client: one name each, written by the component (`{...hook(VEHICLE_LIST)}`) and looked up by
 * the script (`document.querySelector(`[${VEHICLE_LIST}]`)`), so the two cannot drift apart.
 * Style sheets that select on one of them (`[data-day]`…) name it in a comment beside the rule.
 * The carousels' own are in lib/carousel.ts, the used cars' facts in lib/vehicle-filter.ts.
 * Only strings: the build writes them into each script (astro.config.mjs, inlineConst), so the
 * pages' scripts share no module that the bundler would split into one more file to request.
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
/** The used cars' filter form (VehicleList.tsx → client/vehicle-filters.ts). */
export const VEHICLE_FILTERS = 'data-vehicle-filters';
/** The used cars' list. */
export const VEHICLE_LIST = 'data-vehicle-list';
/** The live count of the cars shown. */
export const VEHICLE_COUNT = 'data-vehicle-count';
/** The message shown when no car matches. */
export const VEHICLE_EMPTY = 'data-vehicle-empty';
/**
 * A gallery whose images open full screen (OffersGallery.tsx, VehicleGallery.tsx, with
 * ImageDialog.tsx → client/image-dialog.ts).
 */
export const IMAGE_GALLERY = 'data-image-gallery';
/** On an image's link: its number in the gallery, from 0. */
export const PHOTO = 'data-photo';
/** The JSON list of the full-size images and the dialog's title for each (DialogImage[]). */
export const PHOTOS = 'data-photos';
/** The full-screen view's title, written for the image it shows. */
export const PHOTO_TITLE = 'data-photo-title';
/** The full-screen view's frame, where the image is drawn. */
export const PHOTO_FRAME = 'data-photo-frame';
/** A previous (-1) or next (1) button of the full-screen view. */
export const PHOTO_STEP = 'data-step';
/** The full-screen view's close button. */
export const PHOTO_CLOSE = 'data-close';

/** The attribute as JSX props, to spread on an element: `<ul {...hook(VEHICLE_LIST)}>`. */
export const hook = (name: string, value: string | number = ''): Record<string, string> => ({
  [name]: String(value),
});
