/**
 * No icon's name read aloud. Sveltia CMS draws each icon as a word in its icon font
 * (`<span class="material-symbols-outlined">more_vert</span>`, src/admin/icon-font.ts): a screen
 * reader that reached that text would say « more underscore vert ». Sveltia 0.221.1 marks its icons
 * `aria-hidden="true"` itself, except one given an `aria-label` (a label on a plain span, which
 * assistive technology may skip for the text inside). This keeps it so whatever the version: as
 * icons appear or change, an icon with a label becomes an image named by it (`role="img"`: its
 * text is no longer read), any other is hidden; the button or link around it carries the name.
 */

/** The class of every icon Sveltia draws (its @sveltia/ui Icon component). */
export const ICON_SELECTOR = '.material-symbols-outlined';

/** Sets `name` to `value` on `element` unless it is already (a change would be observed again). */
function ensure(element: Element, name: string, value: string) {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** An icon made silent, or named when it has a label of its own. */
export function quietIcon(icon: Element): void {
  if (icon.getAttribute('aria-label')?.trim()) ensure(icon, 'role', 'img');
  else ensure(icon, 'aria-hidden', 'true');
}

/** Every icon in `node` (itself included). */
function iconsIn(node: Node): Element[] {
  if (!(node instanceof Element)) return [];
  return [...(node.matches(ICON_SELECTOR) ? [node] : []), ...node.querySelectorAll(ICON_SELECTOR)];
}

/** Quiets every icon under `root` now and as the editor adds or changes them; returns the observer. */
export function keepIconsQuiet(root: Node): MutationObserver {
  for (const icon of iconsIn(root)) quietIcon(icon);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        if (record.target instanceof Element && record.target.matches(ICON_SELECTOR))
          quietIcon(record.target);
      } else for (const node of record.addedNodes) for (const icon of iconsIn(node)) quietIcon(icon);
    }
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-hidden', 'aria-label', 'role', 'class'],
  });
  return observer;
}

// Loaded by src/admin/editor.ts before the editor starts: every icon it ever draws is seen.
if (typeof document !== 'undefined') keepIconsQuiet(document.documentElement);
