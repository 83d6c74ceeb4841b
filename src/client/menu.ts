/**
 * Phone menu: the toggle button (prerendered with aria-expanded="false"; left out by CSS without
 * JavaScript, when the menu simply stays open) opens and closes the panel via aria-expanded; Escape closes it and returns focus to the toggle;
 * following a link closes it, and so does coming back to the page from the back-forward cache.
 */
import { DISMISSED, MENU_TOGGLE, SUBMENU } from '#lib/dom-hooks.ts';

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

/*
 * Wide screens: the services sub-menu opens on hover or focus (CSS). WCAG 1.4.13 wants such content
 * dismissible: Escape closes it (data-dismissed) and leaves focus where it was, or brings it back
 * to « Services » when it was inside the closing sub-menu. It opens again once the pointer and
 * focus have both left and come back.
 */
for (const item of document.querySelectorAll<HTMLElement>(`[${SUBMENU}]`)) {
  const isShown = () => item.matches(':hover, :focus-within') && !item.hasAttribute(DISMISSED);
  // Decided at the moment focus or the pointer leaves (focusout names where focus goes), not a
  // frame later: focus that left and came back within one frame would otherwise find the menu
  // still dismissed.
  const reset = (focusGoesTo: EventTarget | null) => {
    const focusStays = focusGoesTo instanceof Node && item.contains(focusGoesTo);
    if (!focusStays && !item.matches(':hover')) item.removeAttribute(DISMISSED);
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isShown()) return;
    const focused = document.activeElement;
    const sublist = item.querySelector('ul');
    item.setAttribute(DISMISSED, '');
    if (focused instanceof HTMLElement && sublist?.contains(focused)) {
      item.querySelector<HTMLElement>('a')?.focus();
    }
  });
  item.addEventListener('mouseleave', () => reset(document.activeElement));
  item.addEventListener('focusout', (event) => reset(event.relatedTarget));
}
