/**
 * Keyboard focus as a visitor meets it: walk a page with Tab or Shift+Tab and, at every stop,
 * check that the focused element can be seen (WCAG 2.2 « Focus Not Obscured », 2.4.11): it is
 * at least partly inside the viewport, and not entirely covered by a fixed or sticky element
 * (the header, the back-to-top button). Points of the element are sampled with elementFromPoint.
 */
import type { Page } from '@playwright/test';

/** One focus stop of a walk. */
export interface FocusStop {
  /** What the stop is, for a failure message: tag, accessible-ish name, position. */
  label: string;
  /** Why the focused element cannot be seen, or null when it can. */
  hidden: string | null;
  /** The focus ring: its colour, the lowest contrast with what it is drawn on, and that colour. */
  ring: { color: string; contrast: number; against: string } | { missing: string } | null;
}

/** The viewports the walks run at: desktop, phone, and a 1280 × 1024 screen at 400 % zoom. */
export const WALK_VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
  { width: 320, height: 256 },
] as const;

/**
 * Runs in the page: describes document.activeElement and says whether it can be seen.
 * Returns null when focus is on no element (it left the document, or is on <body>).
 */
function inspectFocus(): (FocusStop & { key: number }) | null {
  type Rgba = [number, number, number, number];
  const parse = (css: string): Rgba => {
    const n = (css.match(/[\d.]+/g) ?? []).map(Number);
    return [n[0] ?? 0, n[1] ?? 0, n[2] ?? 0, css.startsWith('rgba') || css.includes('/') ? (n[3] ?? 1) : 1];
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const a = top[3] + bottom[3] * (1 - top[3]);
    if (a === 0) return [0, 0, 0, 0];
    const mix = (i: number) => (top[i]! * top[3] + bottom[i]! * bottom[3] * (1 - top[3])) / a;
    return [mix(0), mix(1), mix(2), a];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const lin = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const contrast = (x: Rgba, y: Rgba) => {
    const [hi, lo] = [luminance(x), luminance(y)].sort((a, b) => b - a) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  const css = ([r, g, b]: Rgba) => `rgb(${[r, g, b].map(Math.round).join(' ')})`;
  /** The colour painted at an element: its background over its ancestors' (white at the root). */
  const backgroundOf = (start: Element): Rgba | string => {
    let colour: Rgba = [0, 0, 0, 0];
    for (let e: Element | null = start; e; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (['IMG', 'PICTURE', 'VIDEO', 'CANVAS', 'IFRAME'].includes(e.tagName))
        return `an image (<${e.tagName.toLowerCase()}>)`;
      colour = over(colour, parse(style.backgroundColor));
      if (colour[3] >= 0.999) return colour;
    }
    return over(colour, [255, 255, 255, 1]);
  };
  /**
   * The focus ring: the outline's colour against what lies under the middle of each of its four
   * sides (sampled with elementFromPoint, so a ring over a neighbour is judged on that neighbour).
   */
  function focusRing(target: Element, box: DOMRect): FocusStop['ring'] {
    // The ring is the element's outline, or that of a close ancestor outlined while focus is within
    // (a card whose link has focus).
    let owner: Element | null = target;
    for (let i = 0; owner && i < 4 && getComputedStyle(owner).outlineStyle === 'none'; i++)
      owner = owner.parentElement;
    if (!owner || getComputedStyle(owner).outlineStyle === 'none')
      return { missing: 'no outline on it or around it' };
    if (owner !== target) [target, box] = [owner, owner.getBoundingClientRect()];
    const style = getComputedStyle(target);
    const width = parseFloat(style.outlineWidth);
    if (!(width > 0)) return { missing: `outline ${style.outlineStyle} ${style.outlineWidth}` };
    const away = parseFloat(style.outlineOffset) + width / 2;
    const points = [
      [box.left - away, box.top + box.height / 2],
      [box.right + away, box.top + box.height / 2],
      [box.left + box.width / 2, box.top - away],
      [box.left + box.width / 2, box.bottom + away],
    ].filter(([x, y]) => x! >= 0 && y! >= 0 && x! < window.innerWidth && y! < window.innerHeight);
    let worst: { color: string; contrast: number; against: string } | null = null;
    for (const [x, y] of points) {
      const under = document.elementFromPoint(x!, y!);
      if (!under || under === target || target.contains(under)) continue;
      const behind = backgroundOf(under);
      if (typeof behind === 'string') continue; // not measurable from styles; the screenshots show it
      const ringColour = over(parse(style.outlineColor), behind);
      const ratio = contrast(ringColour, behind);
      if (!worst || ratio < worst.contrast)
        worst = { color: css(ringColour), contrast: Math.round(ratio * 100) / 100, against: css(behind) };
    }
    return worst;
  }

  const el = document.activeElement;
  if (!el || el === document.body || el === document.documentElement) return null;
  const w = window as unknown as { __focusKeys?: WeakMap<Element, number>; __focusNext?: number };
  w.__focusKeys ??= new WeakMap();
  if (!w.__focusKeys.has(el)) w.__focusKeys.set(el, (w.__focusNext = (w.__focusNext ?? 0) + 1));
  const key = w.__focusKeys.get(el)!;
  // Let every transition the focus started reach its end, as it has by the time a visitor looks
  // (the keys of a walk follow each other faster than any transition; under reduced motion they
  // last 0.01 ms, but have not begun yet).
  document.documentElement.getBoundingClientRect();
  for (const animation of document.getAnimations()) {
    if (animation instanceof CSSTransition) animation.finish();
  }

  const rect = el.getBoundingClientRect();
  const name = (el.getAttribute('aria-label') ?? (el.textContent || '').trim()).replace(/\s+/g, ' ');
  const label = `<${el.tagName.toLowerCase()}> « ${name.slice(0, 50)} » at y=${Math.round(rect.top)}`;

  const ring = focusRing(el, rect);

  // The part of the element inside the viewport.
  const left = Math.max(rect.left, 0);
  const right = Math.min(rect.right, window.innerWidth);
  const top = Math.max(rect.top, 0);
  const bottom = Math.min(rect.bottom, window.innerHeight);
  if (right - left < 1 || bottom - top < 1) return { key, label, ring, hidden: 'off-screen' };

  // A 5 × 5 grid of points inside that part; one point showing the element is enough (2.4.11 AA
  // asks that focus be not entirely hidden).
  let cover: Element | null = null;
  for (let i = 0; i < 5; i++) {
    for (let j = 0; j < 5; j++) {
      const x = left + ((right - left) * (i + 0.5)) / 5;
      const y = top + ((bottom - top) * (j + 0.5)) / 5;
      const hit = document.elementFromPoint(x, y);
      if (hit && (hit === el || el.contains(hit))) return { key, label, ring, hidden: null };
      cover ??= hit;
    }
  }
  // Name what is on top: the fixed or sticky box it belongs to, if any.
  let box = cover;
  while (box && !['fixed', 'sticky'].includes(getComputedStyle(box).position)) box = box.parentElement;
  const what = (e: Element | null) =>
    e
      ? `<${e.tagName.toLowerCase()}${e.className ? ` class="${String(e.className).slice(0, 40)}"` : ''}>`
      : 'nothing';
  return {
    key,
    label,
    ring,
    hidden: box
      ? `covered by the ${getComputedStyle(box).position} ${what(box)}`
      : `covered by ${what(cover)}`,
  };
}

/** Runs in the page: records, at every Tab key press, the stop that focus is leaving. */
function installRecorder(inspect: string): void {
  const w = window as unknown as { __focusStops: unknown[]; __focusRecorder?: boolean };
  w.__focusStops = [];
  if (w.__focusRecorder) return;
  w.__focusRecorder = true;
  const inspectNow = new Function(`return (${inspect})()`) as () => unknown;
  // Capture phase, before the browser's default action moves focus: the element has been
  // scrolled into view by then, as the visitor saw it.
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Tab') w.__focusStops.push(inspectNow());
    },
    true,
  );
}

/**
 * Presses Tab (or Shift+Tab) until focus leaves the page or meets an element a second time, and
 * returns every stop met. Forwards, the walk starts from the top of the document; backwards,
 * from its end. Each key is a
 * bare key-down sent through the DevTools protocol (the key-down is what moves focus) and each
 * stop is recorded in the page by a listener: one round trip per stop instead of four keeps the
 * walks of every route fast. (Keys sent without waiting for each other lose their order.)
 */
export async function walkFocus(
  page: Page,
  direction: 'forward' | 'backward',
  max = 400,
  /**
   * One key a drawn frame, as a person's keys come: for a page that draws its parts as they come
   * on screen (the owner's editor), whose layout a burst of keys outruns.
   */
  { paced = false }: { paced?: boolean } = {},
): Promise<FocusStop[]> {
  const cdp = await page.context().newCDPSession(page);
  await page.evaluate(installRecorder, inspectFocus.toString());
  // The starting point: a script-only focus target at the very start (forwards) or end
  // (backwards) of the page, as for a visitor who has just arrived or has read to the end.
  await page.evaluate((atEnd) => {
    const start = document.createElement('span');
    start.tabIndex = -1;
    start.dataset['walkStart'] = '';
    document.querySelectorAll('[data-walk-start]').forEach((e) => e.remove());
    if (atEnd) document.body.append(start);
    else document.body.prepend(start);
    start.focus();
  }, direction === 'backward');
  const key = {
    type: 'rawKeyDown',
    key: 'Tab',
    code: 'Tab',
    windowsVirtualKeyCode: 9,
    modifiers: direction === 'backward' ? 8 : 0, // 8: Shift
  } as const;
  const batch = paced ? 1 : 12;
  type Raw = (FocusStop & { key: number }) | null;
  let records: Raw[] = [];
  for (let sent = 0; sent < max; sent += batch) {
    for (let i = 0; i < batch; i++) await cdp.send('Input.dispatchKeyEvent', key);
    if (paced)
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
    records = (await page.evaluate(
      (inspect) => [
        ...(window as unknown as { __focusStops: unknown[] }).__focusStops,
        (new Function(`return (${inspect})()`) as () => unknown)(),
      ],
      inspectFocus.toString(),
    )) as Raw[];
    // records[0] is where focus was before the first key.
    const keys = records
      .slice(1)
      .filter((r) => r !== null)
      .map((r) => r.key);
    if (new Set(keys).size < keys.length) break;
  }
  await cdp.detach();
  const stops: FocusStop[] = [];
  const seen = new Set<number>();
  // Focus leaves the document after its last element, then the browser wraps round: the walk
  // ends at the first element met twice.
  for (const record of records.slice(1)) {
    if (!record) continue;
    if (seen.has(record.key)) break;
    seen.add(record.key);
    stops.push({ label: record.label, hidden: record.hidden, ring: record.ring });
  }
  return stops;
}
