/**
 * The data-* attributes that join prerendered markup to the browser scripts of src/scripts and src/client: one
 * name each, written by the component and looked up by the script.
 */

/** The phone menu's toggle button (Header.tsx → src/scripts/menu.ts). */
export const MENU_TOGGLE = 'data-menu-toggle';

/** The hero's image carousel, server-rendered (HeroCarousel.tsx → src/client/hero-carousel.ts). */
export const HERO_CAROUSEL = 'data-hero-carousel';
/** A carousel's previous (-1) and next (1) buttons (CarouselControls.tsx → src/client/hero-carousel.ts). */
export const CAROUSEL_STEP = 'data-carousel-step';
/** The hero's « 1 / 4 » counter (HeroCarousel.tsx → src/client/hero-carousel.ts). */
export const CAROUSEL_COUNTER = 'data-carousel-counter';
/** The pause and play icons inside a pause/play control, one hidden (CarouselControls.tsx). */
export const ROTATION_ICON = 'data-rotation-icon';
