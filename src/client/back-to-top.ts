import { BACK_TO_TOP } from '#lib/dom-hooks.ts';
/** Shows the « Revenir en haut » button once the page is scrolled more than 200 px. */
export const BACK_TO_TOP_THRESHOLD = 200;

// The link's landmark: hidden as a whole, so no empty navigation is announced.
const button = document.querySelector<HTMLElement>(`[${BACK_TO_TOP}]`);
const top = document.getElementById('haut');

if (button) {
  let frame = 0;
  const update = () => {
    frame = 0;
    button.hidden = window.scrollY <= BACK_TO_TOP_THRESHOLD;
  };
  window.addEventListener(
    'scroll',
    () => {
      if (!frame) frame = requestAnimationFrame(update);
    },
    { passive: true },
  );
  update();
  button.addEventListener('click', (event) => {
    event.preventDefault();
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    // Keyboard users continue from the top of the page, not from the button.
    top?.focus({ preventScroll: true });
  });
}
