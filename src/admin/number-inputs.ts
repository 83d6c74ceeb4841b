/**
 * The form's number fields fit what they hold (src/admin/number-fields.ts says which fields and
 * how): as the editor draws a number field's text box, it gets the phone keyboard of its number
 * (`inputmode`), and a stored amount or mileage reads the French way (« 549,90 », « 98 500 »)
 * instead of the file's « 549.9 »; a list's summary reads its prices the same way
 * (« Courroie de distribution : 549,90 € »). Only what is shown changes: the value the editor
 * holds, and saves, is the file's until the owner types.
 */
import { frenchNumber } from './numbers';
import { frenchSummary, numberFields, type NumberField } from './number-fields';
import { COLLECTION } from './form-fr';
import type { EditableFile } from './schemas';
import { EDITABLE_FILES } from './schemas';

/** The file whose form is open, from the editor's address (#/collections/contenu/entries/repairs). */
function openFile(): EditableFile | undefined {
  const name = new RegExp(`^#/collections/${COLLECTION}/entries/(\\w+)`).exec(location.hash)?.[1];
  return name && name in EDITABLE_FILES ? (name as EditableFile) : undefined;
}

const fieldsOf = new Map<EditableFile, Map<string, NumberField>>();
/** The number field the editor's field group at `keyPath` (services.3.price.amount) is, if any. */
function numberFieldAt(keyPath: string): NumberField | undefined {
  const file = openFile();
  if (!file) return undefined;
  if (!fieldsOf.has(file)) fieldsOf.set(file, numberFields(file));
  return fieldsOf.get(file)!.get(keyPath.replace(/\.\d+(?=\.|$)/g, ''));
}

/** A number as the file writes it (549.9, 98500): what is shown the French way. */
const STORED = /^-?\d+(?:\.\d+)?$/;
const NATIVE_VALUE = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;

/**
 * The text box shows a stored number as the owner writes it: whatever the editor puts in the box
 * while the owner is not typing in it (on opening, after a save, on « Annuler la modification »)
 * goes through this. What he types is never rewritten: the editor writes each key's text back into
 * the box as he types (« 549.9 » on the way to « 549.95 »), left as typed while the box has focus.
 */
function showFrench(input: HTMLInputElement, field: NumberField) {
  const french = (value: string) =>
    STORED.test(value) && document.activeElement !== input
      ? frenchNumber(Number(value), field.decimals)
      : value;
  Object.defineProperty(input, 'value', {
    configurable: true,
    get: () => NATIVE_VALUE.get!.call(input) as string,
    set: (value: unknown) => NATIVE_VALUE.set!.call(input, french(String(value ?? ''))),
  });
  NATIVE_VALUE.set!.call(input, french(NATIVE_VALUE.get!.call(input) as string));
}

const fitted = new WeakSet<HTMLInputElement>();
/** Fits the text box of the number field group `group`, once. */
function fit(group: Element) {
  const field = numberFieldAt(group.getAttribute('data-key-path') ?? '');
  const input = group.querySelector('input');
  if (!field || !input || fitted.has(input)) return;
  fitted.add(input);
  input.setAttribute('inputmode', field.keyboard);
  if (field.unit) showFrench(input, field);
}

/** A text of a list's summary, written the French way (number-fields.ts `frenchSummary`). */
function frenchText(node: Node) {
  if (!node.parentElement?.closest('.summary')) return;
  const text = frenchSummary(node.nodeValue ?? '');
  if (text !== node.nodeValue) node.nodeValue = text;
}

/** Everything to fit or write the French way in `node`. */
function visit(node: Node) {
  if (node.nodeType === Node.TEXT_NODE) return frenchText(node);
  if (!(node instanceof Element)) return;
  for (const group of [node, ...node.querySelectorAll('[data-key-path]')]) {
    if (group.hasAttribute('data-key-path')) fit(group);
  }
  // The summary of a collapsed list entry (Sveltia's class for it).
  for (const summary of [node, ...node.querySelectorAll('.summary')]) {
    if (summary.classList.contains('summary')) {
      const walker = document.createTreeWalker(summary, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) frenchText(walker.currentNode);
    }
  }
}

/** Fits the number fields under `root` now and as the editor draws them; returns the observer. */
export function fitNumberFields(root: Node): MutationObserver {
  visit(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') frenchText(record.target);
      else for (const node of record.addedNodes) visit(node);
    }
  });
  observer.observe(root, { subtree: true, childList: true, characterData: true });
  // A form drawn before the address names its file is fitted once it does.
  addEventListener('hashchange', () => visit(root));
  return observer;
}

// Loaded by src/admin/editor.ts before the editor starts: every field it draws is seen.
if (typeof document !== 'undefined') fitNumberFields(document.documentElement);
