import { BOOKING_FRAME } from '#lib/dom-hooks.ts';
/**
 * The booking calendar is a third-party page: its connection (DNS, TLS, then its own page) would
 * compete with the page's own style sheet and font for a slow phone's bandwidth, and measured it
 * held back the page's first paint by about 0.6 s (docs/decisions/0015-first-screen.md). The frame
 * is in the page from the start, its size reserved; it gets its address once the page has painted.
 * Without JavaScript, a <noscript> copy of the frame loads at once.
 */
const frames = [...document.querySelectorAll<HTMLIFrameElement>(`[${BOOKING_FRAME}]`)];

function load(): void {
  for (const frame of frames.splice(0)) {
    const url = frame.getAttribute(BOOKING_FRAME);
    if (url) frame.src = url;
  }
}

if (frames.length > 0) {
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      load();
    }).observe({ type: 'paint', buffered: true });
  } else {
    addEventListener('load', load, { once: true });
  }
}
