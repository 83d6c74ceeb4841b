/**
 * Live opening status. The HTML is built once, so « Ouvert » / « Fermé » is computed here, in the
 * visitor's browser, in Paris time. Every status slot gets the same label; only the slot marked
 * role="status" announces it, and only when it changes. Today's row of each hours table is marked
 * with aria-current="date". The next update is scheduled at the next minute boundary.
 */
import type { Hours } from '#schemas/index.ts';
import { msUntilNextChange, openingStatus } from '#lib/opening-status.ts';
import { HOURS_DAY, HOURS_TABLE, OPENING_STATUS } from '#lib/dom-hooks.ts';

const source = document.getElementById('opening-hours');
const slots = document.querySelectorAll<HTMLElement>(`[${OPENING_STATUS}]`);

if (source?.textContent && slots.length > 0) {
  const hours = JSON.parse(source.textContent) as Hours;
  let lastLabel = '';
  let timer = 0;

  const update = () => {
    window.clearTimeout(timer);
    const now = new Date();
    const status = openingStatus(now, hours);
    if (status.label !== lastLabel) {
      lastLabel = status.label;
      const state = status.open ? (status.closingSoon ? 'soon' : 'open') : 'closed';
      for (const slot of slots) {
        slot.dataset['state'] = state;
        slot.textContent = status.label;
      }
    }
    for (const row of document.querySelectorAll<HTMLElement>(`[${HOURS_TABLE}] tr[${HOURS_DAY}]`)) {
      if (row.getAttribute(HOURS_DAY) === status.now.weekday) row.setAttribute('aria-current', 'date');
      else row.removeAttribute('aria-current');
    }
    timer = window.setTimeout(update, msUntilNextChange(now) + 50);
  };

  update();
  // Timers are throttled in background tabs: catch up as soon as the tab is shown again.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') update();
  });
  window.addEventListener('pageshow', update);
}
