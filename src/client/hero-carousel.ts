/**
 * The hero's image carousel, rendered at build time by HeroCarousel.tsx, moved without a framework
 * (docs/decisions/0015-first-screen.md): one slide at a time, every 3 s, a horizontal swipe steps
 * once; the rotation itself (timer, pause, hover, focus, reduced motion, hidden tab) is
 * client/rotation.ts's, shared with the reviews.
 */
import {
  CAROUSEL_COUNTER,
  HERO_CAROUSEL,
  HERO_INTERVAL_MS,
  stepIndex,
  swipeDirection,
} from '#lib/carousel.ts';
import { startRotation } from './rotation';

/** Wires one server-rendered hero carousel; does nothing if its markup is not the expected one. */
export function enhanceHeroCarousel(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('[aria-live]');
  const counter = root.querySelector<HTMLElement>(`[${CAROUSEL_COUNTER}]`);
  if (!track || !counter) return;
  const viewport = track.parentElement!;
  const slides = [...track.children];
  const count = slides.length;
  let index = 0;

  /** Writes the slide shown into the markup: the track's CSS variable, ARIA, the counter. */
  const move = (step: number) => {
    index = stepIndex(index, step, count);
    // Through the CSSOM: the CSP forbids style attributes.
    track.style.setProperty('--index', String(index));
    slides.forEach((slide, i) => {
      if (i === index) slide.removeAttribute('aria-hidden');
      else slide.setAttribute('aria-hidden', 'true');
    });
    counter.textContent = `${index + 1}\u202f/\u202f${count}`;
  };
  move(0);
  const rotation = startRotation({ root, live: track, interval: HERO_INTERVAL_MS, move });
  if (!rotation) return;

  let swipeStart: { x: number; y: number } | null = null;
  viewport.addEventListener('pointerdown', (event) => {
    swipeStart = { x: event.clientX, y: event.clientY };
  });
  viewport.addEventListener('pointerup', (event) => {
    const start = swipeStart;
    swipeStart = null;
    if (!start) return;
    const step = swipeDirection(event.clientX - start.x, event.clientY - start.y);
    if (step !== 0) rotation.go(step);
  });
  viewport.addEventListener('pointercancel', () => (swipeStart = null));
}

for (const root of document.querySelectorAll<HTMLElement>(`[${HERO_CAROUSEL}]`)) enhanceHeroCarousel(root);
