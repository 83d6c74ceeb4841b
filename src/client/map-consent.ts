import { MAP_CONSENT, MAP_EMBED_URL, MAP_FRAME_TITLE, MAP_LOAD } from '#lib/dom-hooks.ts';
/**
 * Click-to-load map: nothing is requested from the map provider until the visitor presses
 * « Afficher la carte ». Then the placeholder is replaced by the frame.
 */
for (const container of document.querySelectorAll<HTMLElement>(`[${MAP_CONSENT}]`)) {
  const button = container.querySelector<HTMLButtonElement>(`[${MAP_LOAD}]`);
  const url = container.getAttribute(MAP_EMBED_URL);
  if (!button || !url) continue;
  button.addEventListener('click', () => {
    const frame = document.createElement('iframe');
    frame.src = url;
    frame.title = container.getAttribute(MAP_FRAME_TITLE) ?? 'Carte';
    frame.loading = 'lazy';
    frame.referrerPolicy = 'no-referrer';
    frame.tabIndex = 0;
    container.replaceChildren(frame);
    frame.focus();
  });
}
