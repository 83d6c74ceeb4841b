/**
 * Carousel arithmetic, shared by the hero (one slide at a time) and the reviews (windows of three).
 * Pure: no DOM, no React; the islands wrap it in tiny hooks.
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
 * How many windows of `size` items a list of `count` items makes. The last window is never
 * partly empty: when `count` is not a multiple of `size`, it is pulled back to end on the last
 * item, so it overlaps the previous window (17 reviews by 3: six windows, the sixth shows 15–17).
 */
export function windowCount(count: number, size: number): number {
  return Math.max(1, Math.ceil(count / size));
}

/** Index of the first item of window `page` (the last window is pulled back to stay full). */
export function windowStart(page: number, count: number, size: number): number {
  return Math.max(0, Math.min(page * size, count - size));
}

/** The indices of the items shown by window `page` (fewer than `size` only if the list is). */
export function windowItems(page: number, count: number, size: number): number[] {
  const start = windowStart(page, count, size);
  return Array.from({ length: Math.min(size, count) }, (_, i) => start + i);
}

/** The window after (`direction` 1) or before (-1) `page`: from the last to the first and back. */
export function stepWindow(page: number, direction: 1 | -1, count: number, size: number): number {
  return stepIndex(page, direction, windowCount(count, size));
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
}

/** Whether the pause/play control reads « pause »: the visitor's choice, else motion allowed. */
export function isPlaying({ playing, reducedMotion }: Pick<RotationState, 'playing' | 'reducedMotion'>) {
  return playing ?? !reducedMotion;
}

/** Whether the carousel rotates now: playing, and neither hovered nor focused. */
export function isRotating(state: RotationState): boolean {
  return isPlaying(state) && !state.hovered && !state.focused;
}

/** The hero advances every 3 seconds (spec). */
export const HERO_INTERVAL_MS = 3000;
/** The reviews rotate every 6 seconds (spec). */
export const REVIEWS_INTERVAL_MS = 6000;
/** Reviews shown at a time, and the step of the arrows and of the rotation (spec). */
export const REVIEWS_PER_WINDOW = 3;
