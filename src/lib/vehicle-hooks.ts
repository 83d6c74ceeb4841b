/**
 * The data-* attributes that join the used cars' markup (VehicleList.tsx, VehicleGallery.tsx) to
 * their scripts (src/client/vehicle-filters.ts, vehicle-gallery.ts). Apart from lib/dom-hooks.ts
 * on purpose: those scripts are the car pages' own, and a module they shared with the script of
 * every page would be split by the bundler into one more file that every page requests.
 */

/** The used cars' filter form (VehicleList.tsx → client/vehicle-filters.ts). */
export const VEHICLE_FILTERS = 'data-vehicle-filters';
/** The used cars' list. */
export const VEHICLE_LIST = 'data-vehicle-list';
/** The live count of the cars shown. */
export const VEHICLE_COUNT = 'data-vehicle-count';
/** The message shown when no car matches. */
export const VEHICLE_EMPTY = 'data-vehicle-empty';
/** On each car of the list: the facts the filters and sorts read. */
export const CAR_FACTS = {
  make: 'data-make',
  fuel: 'data-fuel',
  gearbox: 'data-gearbox',
  price: 'data-price',
  year: 'data-year',
  mileageKm: 'data-mileage-km',
} as const;
/** A car's photo gallery (VehicleGallery.tsx → client/vehicle-gallery.ts). */
export const VEHICLE_GALLERY = 'data-vehicle-gallery';
/** On a photo's link: its number in the gallery, from 0. */
export const PHOTO = 'data-photo';
/** The full-screen view's « photo n sur N » number. */
export const PHOTO_NUMBER = 'data-photo-number';
/** The full-screen view's frame, where the photo is drawn. */
export const PHOTO_FRAME = 'data-photo-frame';
/** The JSON list of the full-size photos. */
export const PHOTOS = 'data-photos';
/** A previous (-1) or next (1) button of the full-screen view. */
export const PHOTO_STEP = 'data-step';
/** The full-screen view's close button. */
export const PHOTO_CLOSE = 'data-close';

/**
 * The CSS selector of the elements carrying `name`, as lib/dom-hooks.ts's `selector`: written
 * again here so that the car pages' scripts import nothing the script of every page imports.
 */
export const selector = (name: string): string => `[${name}]`;
