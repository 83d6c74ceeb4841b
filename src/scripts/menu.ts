/**
 * Phone menu: the toggle button (prerendered with aria-expanded="false"; left out by CSS without
 * JavaScript, when the menu simply stays open) opens and closes the panel via aria-expanded; Escape closes it and returns focus to the toggle;
 * following a link closes it, and so does coming back to the page from the back-forward cache.
 */
import { MENU_TOGGLE } from '../lib/hooks';

const toggle = document.querySelector<HTMLButtonElement>(`[${MENU_TOGGLE}]`);
const menu = toggle ? document.getElementById(toggle.getAttribute('aria-controls') ?? '') : null;

if (toggle && menu) {
  const setOpen = (open: boolean) => toggle.setAttribute('aria-expanded', String(open));
  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';
  /** The toggle is only displayed on narrow screens; elsewhere the menu is inline. */
  const toggleShown = () => toggle.offsetParent !== null;

  setOpen(false);

  toggle.addEventListener('click', () => setOpen(!isOpen()));
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) {
      setOpen(false);
      if (toggleShown()) toggle.focus();
    }
  });
  // Tabbing out of the open menu, or clicking elsewhere, closes it too.
  document.addEventListener('click', (event) => {
    if (isOpen() && !toggle.closest('nav')?.contains(event.target as Node)) setOpen(false);
  });
  window.addEventListener('pageshow', () => setOpen(false));
}
