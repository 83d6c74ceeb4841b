/**
 * Carousel arithmetic, shared by the hero (one slide at a time) and the reviews (windows of three).
 * Pure: no DOM; src/client/rotation.ts and the two carousels' scripts apply it to the markup.
 */

/** The index `step` slides away from `index` in a ring of `count` slides: wraps both ways. */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** The label of a slide for screen readers: « 2 sur 4 ». */
export function slideLabel(index: number, count: number): string {
  return `${index + 1} sur ${count}`;
}

/**
 * The indices of the `size` items a window starting at `start` shows, wrapping past the end of
 * the list: over 17 reviews, the window starting at index 15 shows 15, 16 and 0 (reviews 16, 17
 * and 1). Never more items than the list has.
 */
export function windowItems(start: number, count: number, size: number): number[] {
  return Array.from({ length: Math.min(size, count) }, (_, i) => stepIndex(start, i, count));
}

/**
 * The start of the window after (`direction` 1) or before (-1) the one starting at `start`: it
 * moves by `size` and wraps modulo the number of items (spec), so 17 reviews by 3 go
 * 1–3, 4–6, …, 13–15, then 16, 17 and 1, then 2–4.
 */
export function stepWindow(start: number, direction: 1 | -1, count: number, size: number): number {
  return stepIndex(start, direction * size, count);
}

/** The window's name for screen readers: « Avis 4 à 6 sur 17 », « Avis 16, 17 et 1 sur 17 ». */
export function windowLabel(start: number, count: number, size: number, noun = 'Avis'): string {
  const shown = windowItems(start, count, size).map((i) => i + 1);
  const first = shown[0] ?? 0;
  const last = shown.at(-1) ?? 0;
  if (shown.length === 1) return `${noun} ${first} sur ${count}`;
  if (last - first === shown.length - 1) return `${noun} ${first} à ${last} sur ${count}`;
  return `${noun} ${shown.slice(0, -1).join(', ')} et ${last} sur ${count}`;
}

/**
 * The height that holds every window of `size` items without the section ever changing height as
 * it rotates: the tallest window over every start, given each item's height. `columns` items sit
 * side by side (a row is as tall as its tallest item), rows are stacked with `gap` between them.
 */
export function reservedHeight(
  heights: readonly number[],
  size: number,
  columns: number,
  gap: number,
): number {
  const count = heights.length;
  let tallest = 0;
  for (let start = 0; start < count; start += 1) {
    const items = windowItems(start, count, size).map((i) => heights[i] ?? 0);
    let height = 0;
    for (let row = 0; row * columns < items.length; row += 1) {
      height += Math.max(...items.slice(row * columns, (row + 1) * columns)) + (row > 0 ? gap : 0);
    }
    tallest = Math.max(tallest, height);
  }
  return tallest;
}

/** What holds an auto-rotating carousel still. */
export interface RotationState {
  /** The visitor's choice with the pause/play control; null until they use it. */
  playing: boolean | null;
  /** The visitor prefers reduced motion: no rotation unless they press play. */
  reducedMotion: boolean;
  /** A mouse is over the carousel (or its list). */
  hovered: boolean;
  /** Keyboard focus is inside the carousel, on something else than the pause/play control. */
  focused: boolean;
  /** The page is not visible (another tab, a minimised window): nothing moves unseen. */
  hidden: boolean;
}

/** Whether the pause/play control reads « pause »: the visitor's choice, else motion allowed. */
export function isPlaying({ playing, reducedMotion }: Pick<RotationState, 'playing' | 'reducedMotion'>) {
  return playing ?? !reducedMotion;
}

/** Whether the carousel rotates now: playing, and neither hovered, focused nor out of sight. */
export function isRotating(state: RotationState): boolean {
  return isPlaying(state) && !state.hovered && !state.focused && !state.hidden;
}

/** The hero advances every 3 seconds (spec). */
export const HERO_INTERVAL_MS = 3000;
/** The reviews rotate every 6 seconds (spec). */
export const REVIEWS_INTERVAL_MS = 6000;
/** Reviews shown at a time, and the step of the arrows and of the rotation (spec). */
export const REVIEWS_PER_WINDOW = 3;

/**
 * Marks a carousel's pause/play control, its value the carousel's subject (« des images »):
 * focusing it does not hold the rotation, or it could never play. Written by the control
 * (CarouselControls.tsx), read by src/client/rotation.ts.
 */
export const ROTATION_CONTROL = 'data-rotation-control';
/** The pause and play icons inside a pause/play control, one hidden (CarouselControls.tsx). */
export const ROTATION_ICON = 'data-rotation-icon';
/** A carousel's previous (-1) and next (1) buttons (CarouselControls.tsx). */
export const CAROUSEL_STEP = 'data-carousel-step';
/**
 * The hero's image carousel and its « 1 / 4 » counter (HeroCarousel.tsx → client/hero-carousel.ts).
 * Here rather than in dom-hooks.ts: the home page's script then shares no module with the script
 * of every page (the bundler would split it into one more file that every page requests).
 */
export const HERO_CAROUSEL = 'data-hero-carousel';
export const CAROUSEL_COUNTER = 'data-carousel-counter';
/**
 * The reviews carousel (ReviewsCarousel.tsx → client/reviews-carousel.ts): its window, the list
 * of the reviews it shows, the list of the others (laid out unseen, measured), and on the list the
 * side the last move came from (1 from the end, -1 from the start), which picks its animation.
 */
export const REVIEWS_CAROUSEL = 'data-reviews-carousel';
export const REVIEWS_WINDOW = 'data-reviews-window';
export const REVIEWS_SHOWN = 'data-reviews-shown';
export const REVIEWS_WAITING = 'data-reviews-waiting';
export const REVIEWS_DIRECTION = 'data-direction';
/** On each review's list item: its place in reviews.yaml, from 0. */
export const REVIEW_INDEX = 'data-review';

/** The pause/play control's name: what pressing it does to the rotation of `subject` (« des images »). */
export function rotationLabel(playing: boolean, subject: string): string {
  return `${playing ? 'Arrêter' : 'Lancer'} le défilement ${subject}`;
}

/** A finger's move shorter than this, in CSS pixels, is a tap, not a swipe. */
export const SWIPE_MIN_PX = 40;

/**
 * The step a pointer's move from its press to its release asks for: 1 (next) for a swipe to the
 * left, -1 for a swipe to the right, 0 for a tap or a mostly vertical move (the page scrolls).
 */
export function swipeDirection(dx: number, dy: number): 1 | -1 | 0 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
