/**
 * Nothing lost by one tap. Sveltia CMS 0.221.1 removes a list item at the first tap on its ×
 * (« Supprimer », 4 px from the item's menu), closes a form with unsaved changes at the first
 * tap on its back arrow, the phone's back gesture or Escape, and puts the whole form back as last
 * saved at the first tap on « Annuler toutes les modifications » (its form menu) or « Annuler les
 * modifications » (its content menu); it has no option to ask. This asks
 * first, in French (src/admin/confirm.ts), by listening before the editor does: a click listener
 * in the capture phase on the window (the editor's buttons answer clicks delegated to its root),
 * and the browser's own `beforeunload` when the page itself is left. A form has unsaved changes
 * while its « Enregistrer » is enabled (the editor enables it for that alone). The unsaved draft
 * itself is kept by Sveltia (IndexedDB) and offered back on return (docs/decisions/0016-owner-editor.md).
 * Browser module (src/admin/editor.ts).
 */
import { ask, type Question } from './confirm';
import { CONFIG_ELEMENT } from './config-element';

/**
 * Sveltia's French words for the buttons guarded here (its locales/fr.json: remove,
 * cancel_editing, save, revert_all_changes, revert_changes, content_options_x_locale).
 */
const EDITOR_WORDS = {
  remove: 'Supprimer',
  back: 'Annuler la modification',
  save: 'Enregistrer',
  revertAll: 'Annuler toutes les modifications',
  revert: 'Annuler les modifications',
  contentMenu: 'Options de contenu',
} as const;

/** The hash of an open form (Sveltia's routes: #/collections/<collection>/entries/<file>). */
const FORM_ROUTE = /^#\/collections\/[^/]+\/entries\//;

/** A list item's « Supprimer », and the item it removes: its header's button, not a nested list's. */
function removedItem(target: EventTarget | null): { button: HTMLElement; item: HTMLElement } | undefined {
  if (!(target instanceof Element)) return undefined;
  const button = target.closest<HTMLElement>(`button[aria-label="${EDITOR_WORDS.remove}"]`);
  const item = button?.closest<HTMLElement>('[role="group"].item');
  if (!button || !item) return undefined;
  const body = [...item.children].find((child) => child.classList.contains('item-body'));
  return body?.contains(button) ? undefined : { button, item };
}

/** What the owner calls the item: its summary when folded, else its first text field (its name). */
function itemName(item: HTMLElement): string | undefined {
  const body = [...item.children].find((child) => child.classList.contains('item-body'));
  const summary = body?.querySelector(':scope > .summary')?.textContent?.trim();
  return summary || body?.querySelector<HTMLInputElement>('input[type="text"]')?.value.trim() || undefined;
}

/**
 * A menu item that puts the whole form back as last saved, when enabled (the form has unsaved
 * changes): the form menu's « Annuler toutes les modifications », and the content menu's
 * « Annuler les modifications » (the content of the site's one language: the whole form too). A
 * field's own « Annuler les modifications » (its « Options du champ ») reverts that field alone.
 */
function formRevertItem(target: EventTarget | null): HTMLElement | undefined {
  if (!(target instanceof Element)) return undefined;
  const item = target.closest<HTMLElement>('[role="menuitem"]');
  const words = item?.textContent?.trim();
  const menu = item?.closest('[role="menu"]')?.getAttribute('aria-label') ?? '';
  const revertsForm =
    words === EDITOR_WORDS.revertAll ||
    (words === EDITOR_WORDS.revert && menu.startsWith(EDITOR_WORDS.contentMenu));
  if (!item || !revertsForm) return undefined;
  return item.getAttribute('aria-disabled') === 'true' || item.hasAttribute('disabled') ? undefined : item;
}

/**
 * The open form's name in the file list (« Prix des réparations »), from the editor's address and
 * the configuration its page holds (read there, not from form-fr.ts, which would bring the content
 * schemas into the script that comes before the sign-in).
 */
function formName(): string | undefined {
  const file = /^#\/collections\/[^/]+\/entries\/(\w+)/.exec(location.hash)?.[1];
  const config = JSON.parse(document.getElementById(CONFIG_ELEMENT)?.textContent || 'null') as {
    collections?: { files?: { name: string; label: string }[] }[];
  } | null;
  return config?.collections?.flatMap((c) => c.files ?? []).find((f) => f.name === file)?.label;
}

/** What « Annuler toutes les modifications » would lose, asked about before. */
function revertQuestion(): Question {
  const form = formName();
  return {
    title: form
      ? `Effacer vos modifications de «\u00a0${form}\u00a0»\u00a0?`
      : 'Effacer vos modifications de ce formulaire\u00a0?',
    text: 'Tout ce que vous y avez changé depuis le dernier enregistrement sera effacé\u00a0: le formulaire reviendra tel qu’il est enregistré.',
    confirm: 'Tout effacer',
    cancel: 'Annuler',
  };
}

/** True while the editor's « Enregistrer » is enabled: the open form has changes it would save. */
function saveEnabled(): boolean {
  return [...document.querySelectorAll<HTMLButtonElement>('button')].some(
    (button) =>
      button.textContent?.trim() === EDITOR_WORDS.save &&
      !button.disabled &&
      button.getAttribute('aria-disabled') !== 'true',
  );
}

/** True while the open form has changes « Enregistrer » would save. */
function unsavedChanges(): boolean {
  return FORM_ROUTE.test(location.hash) && saveEnabled();
}

const LEAVE = {
  title: 'Quitter sans enregistrer\u00a0?',
  text: 'Vos modifications ne sont pas enregistrées\u00a0: le site ne les montrera pas. L’éditeur les garde sur cet appareil et vous proposera de les reprendre quand vous rouvrirez cette page.',
  confirm: 'Quitter sans enregistrer',
  cancel: 'Rester',
};

/** A click that the owner has confirmed, let through to the editor on its second pass. */
let confirmed: HTMLElement | undefined;

async function guardClick(event: MouseEvent) {
  if (confirmed && event.target instanceof Node && confirmed.contains(event.target)) {
    confirmed = undefined;
    return;
  }
  const removal = removedItem(event.target);
  const revert = removal ? undefined : formRevertItem(event.target);
  const back =
    !removal && !revert && event.target instanceof Element
      ? event.target.closest<HTMLElement>(`button[aria-label="${EDITOR_WORDS.back}"]`)
      : null;
  if (!removal && !revert && !(back && unsavedChanges())) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  const name = removal && itemName(removal.item);
  const yes = await ask(
    removal
      ? {
          title: name ? `Supprimer «\u00a0${name}\u00a0»\u00a0?` : 'Supprimer cet élément\u00a0?',
          text: 'Il sera retiré de la liste, puis du site quand vous enregistrerez.',
          confirm: 'Supprimer',
          cancel: 'Annuler',
        }
      : revert
        ? revertQuestion()
        : LEAVE,
  );
  const button = removal?.button ?? revert ?? back;
  // Kept: the menu the item was in closes, as a tap beside it closes it (the editor's menus are a
  // <dialog> that a click on itself, outside its content, dismisses).
  if (!yes && revert) revert.closest('dialog')?.click();
  if (yes && button?.isConnected) {
    confirmed = button;
    // The editor's back arrow may go back in the browser's history: that move is his too.
    if (back) leaving = true;
    button.click();
  }
}

/**
 * The phone's back gesture (or the browser's back button) while a form has unsaved changes: the
 * editor would close the form on the address's change. The change is hidden from the editor, the
 * form's address put back, and the owner asked; if he leaves, the browser goes back again, seen.
 */
let restoring = false;
/** The owner has said « Quitter sans enregistrer »: the next move out of the form is his. */
let leaving = false;

/** The editor is about to close the form itself (after a save): that move is not asked about. */
export function editorLeaves(): void {
  leaving = true;
}

async function guardBack(event: HashChangeEvent) {
  if (restoring && event.isTrusted) {
    restoring = false;
    event.stopImmediatePropagation();
    return;
  }
  const from = new URL(event.oldURL).hash;
  if (!FORM_ROUTE.test(from) || new URL(event.newURL).hash === from) return;
  // The editor's own moves are a script's events (its back arrow, guarded by guardClick).
  if (leaving || !event.isTrusted) {
    leaving = false;
    return;
  }
  if (!saveEnabled()) return;
  event.stopImmediatePropagation();
  restoring = true;
  history.forward();
  if (await ask(LEAVE)) {
    leaving = true;
    history.back();
  }
}

addEventListener('click', (event) => void guardClick(event), { capture: true });
addEventListener('hashchange', (event) => void guardBack(event), { capture: true });
addEventListener('beforeunload', (event) => {
  if (unsavedChanges()) event.preventDefault();
});
