/**
 * The editor's own « are you sure? », in French: a native modal <dialog> (focus kept inside,
 * Escape cancels, focus back where it was on close), its safe answer focused first. Sveltia CMS
 * 0.221.1 asks nothing before removing a list item or leaving a form with unsaved changes
 * (src/admin/guard.ts asks through this). Browser module (src/admin/editor.ts).
 */

/** What the dialog asks: its question, a sentence of why, and the two answers. */
export interface Question {
  title: string;
  text: string;
  /** The answer that does it (« Supprimer »); `danger` draws it in the editor's warning colour. */
  confirm: string;
  /** The answer that changes nothing, focused first (« Annuler »). */
  cancel: string;
}

/** The dialog's look, in Sveltia's own colours and sizes (its --sui-* custom properties). */
const STYLE = `
.garage-confirm { max-width: min(28rem, calc(100vw - 2rem)); padding: 1.25rem; border: 1px solid var(--sui-secondary-border-color, #888);
  border-radius: 8px; color: var(--sui-primary-foreground-color, #111); background: var(--sui-primary-background-color, #fff);
  font-family: var(--sui-font-family-default, system-ui, sans-serif); font-size: var(--sui-font-size-default, 1rem); line-height: 1.5; }
.garage-confirm::backdrop { background: rgb(0 0 0 / 50%); }
.garage-confirm h2 { margin: 0 0 .5rem; font-size: 1.25rem; overflow-wrap: anywhere; }
.garage-confirm p { margin: 0 0 1.25rem; white-space: pre-line; }
.garage-confirm div { display: flex; flex-wrap: wrap; gap: .75rem; justify-content: flex-end; }
.garage-confirm button { min-height: 44px; padding: 0 1rem; border-radius: 6px; font: inherit; cursor: pointer;
  border: 1px solid var(--sui-secondary-border-color, #888); color: inherit; background: transparent; }
.garage-confirm button[value="confirm"] { border-color: #b3261e; color: #fff; background: #b3261e; }
.garage-confirm button:focus-visible { outline: 3px solid var(--sui-primary-accent-color, #0b57d0); outline-offset: 2px; }
`;

let styled = false;

/** Asks `question` in a modal dialog; true when the owner picks the `confirm` answer. */
export function ask(question: Question): Promise<boolean> {
  if (!styled) {
    const style = document.createElement('style');
    style.textContent = STYLE;
    document.head.append(style);
    styled = true;
  }
  const dialog = document.createElement('dialog');
  dialog.className = 'garage-confirm';
  const id = `garage-confirm-${Date.now()}`;
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  dialog.setAttribute('aria-describedby', `${id}-text`);
  const title = Object.assign(document.createElement('h2'), {
    id: `${id}-title`,
    textContent: question.title,
  });
  const text = Object.assign(document.createElement('p'), { id: `${id}-text`, textContent: question.text });
  const answers = document.createElement('div');
  const button = (label: string, value: string) =>
    Object.assign(document.createElement('button'), { type: 'button', value, textContent: label });
  const cancel = button(question.cancel, 'cancel');
  const confirm = button(question.confirm, 'confirm');
  answers.append(cancel, confirm);
  dialog.append(title, text, answers);
  document.body.append(dialog);
  return new Promise((resolve) => {
    for (const answer of [cancel, confirm])
      answer.addEventListener('click', () => dialog.close(answer.value));
    dialog.addEventListener('close', () => {
      dialog.remove();
      resolve(dialog.returnValue === 'confirm');
    });
    dialog.showModal();
    cancel.focus();
  });
}
