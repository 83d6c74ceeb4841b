/**
 * Click-to-load map: nothing is requested from the map provider until the visitor presses
 * « Afficher la carte ». Then the placeholder is replaced by the frame.
 */
for (const container of document.querySelectorAll<HTMLElement>('[data-map-consent]')) {
  const button = container.querySelector<HTMLButtonElement>('[data-map-load]');
  const url = container.dataset['embedUrl'];
  if (!button || !url) continue;
  button.addEventListener('click', () => {
    const frame = document.createElement('iframe');
    frame.src = url;
    frame.title = container.dataset['frameTitle'] ?? 'Carte';
    frame.loading = 'lazy';
    frame.referrerPolicy = 'no-referrer';
    frame.tabIndex = 0;
    container.replaceChildren(frame);
    frame.focus();
  });
}
