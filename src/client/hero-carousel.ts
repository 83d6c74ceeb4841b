/**
 * The hero's image carousel, server-rendered by HeroCarousel.tsx, brought to life without a
 * framework (docs/decisions/0015-first-screen.md): it advances every 3 s, its previous/next
 * buttons wrap, a horizontal swipe steps once, and it holds still while the visitor has paused it,
 * prefers reduced motion, hovers it with a mouse or has keyboard focus inside it (W3C carousel
 * pattern, WCAG 2.2.2). The rules themselves are the reviews island's, from src/lib/carousel.ts.
 */
import {
  CAROUSEL_COUNTER,
  CAROUSEL_STEP,
  HERO_CAROUSEL,
  HERO_INTERVAL_MS,
  isPlaying,
  isRotating,
  ROTATION_CONTROL,
  ROTATION_CONTROL_SELECTOR,
  ROTATION_ICON,
  rotationLabel,
  stepIndex,
  swipeDirection,
} from '../lib/carousel';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Wires one server-rendered hero carousel; does nothing if its markup is not the expected one. */
export function enhanceHeroCarousel(root: HTMLElement): void {
  const toggle = root.querySelector<HTMLButtonElement>(ROTATION_CONTROL_SELECTOR);
  const track = root.querySelector<HTMLElement>('[aria-live]');
  const counter = root.querySelector<HTMLElement>(`[${CAROUSEL_COUNTER}]`);
  if (!toggle || !track || !counter) return;
  const viewport = track.parentElement!;
  const slides = [...track.children];
  const count = slides.length;
  const subject = toggle.getAttribute(ROTATION_CONTROL) ?? '';
  const motion = window.matchMedia(REDUCED_MOTION);

  let index = 0;
  /** The visitor's pause/play choice, null until they press it. */
  let choice: boolean | null = null;
  let hovered = false;
  let focused = false;
  let timer: number | undefined;
  /** The slide the running countdown was started for: a move gives the new slide its full time. */
  let timerIndex = -1;
  let swipeStart: { x: number; y: number } | null = null;

  const state = () => ({ playing: choice, reducedMotion: motion.matches, hovered, focused });

  /** Writes the state into the markup (ARIA, the counter, the track's CSS variable) and the timer. */
  function render() {
    const playing = isPlaying(state());
    const rotating = isRotating(state());
    // Through the CSSOM: the CSP forbids style attributes.
    track!.style.setProperty('--index', String(index));
    slides.forEach((slide, i) => {
      if (i === index) slide.removeAttribute('aria-hidden');
      else slide.setAttribute('aria-hidden', 'true');
    });
    counter!.textContent = `${index + 1}\u202f/\u202f${count}`;
    toggle!.setAttribute('aria-label', rotationLabel(playing, subject));
    for (const icon of toggle!.querySelectorAll<HTMLElement>(`[${ROTATION_ICON}]`)) {
      icon.hidden = (icon.getAttribute(ROTATION_ICON) === 'pause') !== playing;
    }
    // While it rotates, slide changes are not announced (they would interrupt constantly).
    track!.setAttribute('aria-live', rotating ? 'off' : 'polite');
    if (!rotating) {
      window.clearTimeout(timer);
      timer = undefined;
    } else if (timer === undefined || timerIndex !== index) {
      window.clearTimeout(timer);
      timerIndex = index;
      timer = window.setTimeout(() => {
        timer = undefined;
        go(1);
      }, HERO_INTERVAL_MS);
    }
  }

  function go(step: number) {
    index = stepIndex(index, step, count);
    render();
  }

  toggle.addEventListener('click', () => {
    choice = !isPlaying(state());
    render();
  });
  for (const button of root.querySelectorAll<HTMLButtonElement>(`[${CAROUSEL_STEP}]`)) {
    button.addEventListener('click', () => go(Number(button.getAttribute(CAROUSEL_STEP))));
  }
  // A mouse over it holds it; touch does not count (a finger never leaves).
  root.addEventListener('pointerenter', (event) => {
    if (event.pointerType !== 'mouse') return;
    hovered = true;
    render();
  });
  root.addEventListener('pointerleave', (event) => {
    if (event.pointerType !== 'mouse') return;
    hovered = false;
    render();
  });
  // Focus inside holds it, except on the pause/play control, or it could never play.
  root.addEventListener('focusin', (event) => {
    focused = !(event.target instanceof Element && event.target.closest(ROTATION_CONTROL_SELECTOR));
    render();
  });
  root.addEventListener('focusout', (event) => {
    if (root.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    render();
  });
  viewport.addEventListener('pointerdown', (event) => {
    swipeStart = { x: event.clientX, y: event.clientY };
  });
  viewport.addEventListener('pointerup', (event) => {
    const start = swipeStart;
    swipeStart = null;
    if (!start) return;
    const step = swipeDirection(event.clientX - start.x, event.clientY - start.y);
    if (step !== 0) go(step);
  });
  viewport.addEventListener('pointercancel', () => (swipeStart = null));
  motion.addEventListener('change', render);
  render();
}

for (const root of document.querySelectorAll<HTMLElement>(`[${HERO_CAROUSEL}]`)) enhanceHeroCarousel(root);
