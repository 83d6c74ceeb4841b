// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { keepIconsQuiet, quietIcon } from './icons-hidden';

/** Lets the MutationObserver's records be delivered. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => document.body.replaceChildren());

describe('icons kept quiet', () => {
  it.each([
    ['<span class="material-symbols-outlined">more_vert</span>', 'aria-hidden', 'true'],
    ['<span class="material-symbols-outlined" aria-hidden="false">expand_more</span>', 'aria-hidden', 'true'],
    ['<span class="material-symbols-outlined" aria-label="Supprimer">delete</span>', 'role', 'img'],
  ])('%s gets %s="%s"', (html, name, value) => {
    document.body.innerHTML = html;
    const icon = document.body.firstElementChild!;
    quietIcon(icon);
    expect(icon.getAttribute(name)).toBe(value);
  });

  it('hides the icons there, those the editor adds later, and one it shows again', async () => {
    document.body.innerHTML = '<button><span class="material-symbols-outlined">close</span>Fermer</button>';
    const observer = keepIconsQuiet(document.body);
    expect(document.querySelector('.material-symbols-outlined')!.getAttribute('aria-hidden')).toBe('true');
    const menu = document.createElement('div');
    menu.innerHTML =
      '<button aria-label="Options"><span class="sui icon material-symbols-outlined">more_vert</span></button>';
    document.body.append(menu);
    await settle();
    const added = menu.querySelector('.material-symbols-outlined')!;
    expect(added.getAttribute('aria-hidden')).toBe('true');
    // A redraw that sets it visible again (Svelte spreads the icon's attributes on each change).
    added.setAttribute('aria-hidden', 'false');
    await settle();
    expect(added.getAttribute('aria-hidden')).toBe('true');
    // An element becoming an icon.
    const word = document.createElement('span');
    word.textContent = 'expand_more';
    document.body.append(word);
    await settle();
    word.className = 'material-symbols-outlined';
    await settle();
    expect(word.getAttribute('aria-hidden')).toBe('true');
    observer.disconnect();
  });

  it('leaves other text alone', async () => {
    const observer = keepIconsQuiet(document.body);
    document.body.innerHTML = '<p>Prix des réparations</p>';
    await settle();
    expect(document.querySelector('p')!.hasAttribute('aria-hidden')).toBe(false);
    observer.disconnect();
  });
});
