/**
 * The rotation of an auto-advancing carousel (W3C carousel pattern, WCAG 2.2.2), the one both
 * home carousels use (client/hero-carousel.ts, client/reviews-carousel.ts) over markup rendered at
 * build time with CarouselControls.tsx: it moves one step every `interval` ms; the previous/next
 * buttons move too and give the new position its full time; it holds still while the visitor has
 * paused it, prefers reduced motion, hovers it with a mouse, has keyboard focus inside it (except
 * on the pause/play control) or cannot see the page. While it rotates its live region is off.
 * The rules are src/lib/carousel.ts's; this file applies them to the page.
 */
import {
  CAROUSEL_STEP,
  isPlaying,
  isRotating,
  ROTATION_CONTROL,
  ROTATION_ICON,
  rotationLabel,
} from '#lib/carousel.ts';

export interface RotationOptions {
  /** The carousel: holds the controls; focus inside it holds the rotation. */
  root: HTMLElement;
  /** Where a mouse holds it: the root unless given. */
  hoverArea?: HTMLElement;
  /** The element whose aria-live is switched off while it rotates. */
  live: HTMLElement;
  /** The time each position stays on screen, in ms. */
  interval: number;
  /** Moves the carousel by `step` (1 next, -1 previous) and writes the new position into the page. */
  move: (step: number) => void;
}

export interface Rotation {
  /** Moves by `step` as a button does (for a swipe): the new position gets its full time. */
  go: (step: number) => void;
}

/** Wires one carousel's rotation; null if its markup has no pause/play control. */
export function startRotation({
  root,
  hoverArea = root,
  live,
  interval,
  move,
}: RotationOptions): Rotation | null {
  const toggle = root.querySelector<HTMLButtonElement>(`[${ROTATION_CONTROL}]`);
  if (!toggle) return null;
  const subject = toggle.getAttribute(ROTATION_CONTROL) ?? '';
  const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
  /** The visitor's pause/play choice, null until they press it. */
  let choice: boolean | null = null;
  let hovered = false;
  let focused = false;
  let timer: number | undefined;

  const state = () => ({
    playing: choice,
    reducedMotion: motion.matches,
    hovered,
    focused,
    hidden: document.visibilityState === 'hidden',
  });

  /** Writes the state into the control and the live region, and starts or stops the countdown. */
  function render(restart = false) {
    const playing = isPlaying(state());
    const rotating = isRotating(state());
    toggle!.setAttribute('aria-label', rotationLabel(playing, subject));
    for (const icon of toggle!.querySelectorAll<HTMLElement>(`[${ROTATION_ICON}]`)) {
      icon.hidden = (icon.getAttribute(ROTATION_ICON) === 'pause') !== playing;
    }
    // While it rotates, moves are not announced (they would interrupt constantly).
    live.setAttribute('aria-live', rotating ? 'off' : 'polite');
    if (!rotating || restart) {
      window.clearTimeout(timer);
      timer = undefined;
    }
    if (rotating && timer === undefined) {
      timer = window.setTimeout(() => {
        timer = undefined;
        go(1);
      }, interval);
    }
  }

  function go(step: number) {
    move(step);
    render(true);
  }

  toggle.addEventListener('click', () => {
    choice = !isPlaying(state());
    render();
  });
  for (const button of root.querySelectorAll<HTMLButtonElement>(`[${CAROUSEL_STEP}]`)) {
    button.addEventListener('click', () => go(Number(button.getAttribute(CAROUSEL_STEP))));
  }
  // A mouse over it holds it; touch does not count (a finger never leaves).
  const hover = (on: boolean) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    hovered = on;
    render();
  };
  hoverArea.addEventListener('pointerenter', hover(true));
  hoverArea.addEventListener('pointerleave', hover(false));
  root.addEventListener('focusin', (event) => {
    focused = !(event.target instanceof Element && event.target.closest(`[${ROTATION_CONTROL}]`));
    render();
  });
  root.addEventListener('focusout', (event) => {
    if (root.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    render();
  });
  motion.addEventListener('change', () => render());
  document.addEventListener('visibilitychange', () => render());
  render();
  return { go };
}
