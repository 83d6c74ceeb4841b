/**
 * The reviews carousel, rendered at build time by ReviewsCarousel.tsx: three reviews at a time,
 * the window's start moving by three and wrapping modulo their number (src/lib/carousel.ts); the
 * rotation itself (every 6 s, pause, hover, focus, reduced motion, hidden tab) is
 * client/rotation.ts's, shared with the hero. Each review is in the page once: a move puts the
 * window's three in its list and the others back in the unseen one, where they are measured, so
 * the section keeps the tallest window's height and never moves what follows it.
 */
import {
  REVIEW_INDEX,
  REVIEWS_CAROUSEL,
  REVIEWS_DIRECTION,
  REVIEWS_INTERVAL_MS,
  REVIEWS_PER_WINDOW,
  REVIEWS_SHOWN,
  REVIEWS_WAITING,
  REVIEWS_WINDOW,
  reservedHeight,
  stepWindow,
  windowItems,
  windowLabel,
} from '#lib/carousel.ts';
import { startRotation } from './rotation';

/** Wires one server-rendered reviews carousel; does nothing if its markup is not the expected one. */
export function enhanceReviewsCarousel(root: HTMLElement): void {
  const windows = root.querySelector<HTMLElement>(`[${REVIEWS_WINDOW}]`);
  const group = windows?.querySelector('[role="group"]');
  const list = root.querySelector<HTMLElement>(`[${REVIEWS_SHOWN}]`);
  const waiting = root.querySelector<HTMLElement>(`[${REVIEWS_WAITING}]`);
  const live = root.querySelector<HTMLElement>('[aria-live]');
  if (!windows || !group || !list || !waiting || !live) return;
  const items = [...root.querySelectorAll<HTMLElement>(`[${REVIEW_INDEX}]`)].sort(
    (a, b) => Number(a.getAttribute(REVIEW_INDEX)) - Number(b.getAttribute(REVIEW_INDEX)),
  );
  const count = items.length;
  let start = 0;

  const move = (step: number) => {
    const direction = step < 0 ? -1 : 1;
    start = stepWindow(start, direction, count, REVIEWS_PER_WINDOW);
    const shown = windowItems(start, count, REVIEWS_PER_WINDOW);
    list.replaceChildren(...shown.map((i) => items[i]!));
    waiting.replaceChildren(...items.filter((_, i) => !shown.includes(i)));
    // The new reviews slide in from the side they come from (the style sheet reads it).
    list.setAttribute(REVIEWS_DIRECTION, String(direction));
    const label = windowLabel(start, count, REVIEWS_PER_WINDOW);
    group.setAttribute('aria-label', label);
    live.textContent = label;
  };

  // Reserve the tallest window's height, measured again only when the width changes (text wraps
  // differently). Measured before it is set, so every card has its own height.
  let width = -1;
  new ResizeObserver(() => {
    if (windows.clientWidth === width) return;
    width = windows.clientWidth;
    windows.style.minHeight = '';
    const style = getComputedStyle(list);
    const heights = items.map((item) => item.getBoundingClientRect().height);
    const columns = style.gridTemplateColumns.split(' ').length;
    const gap = parseFloat(style.rowGap) || 0;
    windows.style.minHeight = `${reservedHeight(heights, REVIEWS_PER_WINDOW, columns, gap)}px`;
  }).observe(windows);

  startRotation({ root, hoverArea: windows, live, interval: REVIEWS_INTERVAL_MS, move });
}

for (const root of document.querySelectorAll<HTMLElement>(`[${REVIEWS_CAROUSEL}]`)) {
  enhanceReviewsCarousel(root);
}
