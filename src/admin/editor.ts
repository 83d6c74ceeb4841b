/**
 * The editor's own script, loaded by /admin/ just before Sveltia CMS (src/admin/page.ts), bundled
 * at build time (src/integrations/admin-editor.ts):
 * - French whatever the browser's language: Sveltia reads its language from the browser's
 *   (its `navigator.language`), which this script says is French;
 * - nothing saved that the build would refuse: before each save, the file about to be written is
 *   checked by save-check.ts (the numbers typed the French way read as meant, then the content
 *   schema); a refusal stops the save and its French message is shown in the editor's dialog.
 */
import './no-eval';
import './icons-hidden';
import { PUBLISHED_ID, checkSave, editableFile } from './save-check';
import type { OfferPriceFacts } from '#data/references.ts';

/** The few calls of Sveltia CMS's global `CMS` this script makes (its types/public.d.ts). */
interface ImmutableMap {
  get(key: string): unknown;
  set(key: string, value: unknown): ImmutableMap;
  toJS(): Record<string, unknown>;
}
declare global {
  interface Window {
    CMS?: {
      registerEventListener(listener: {
        name: 'preSave';
        handler: (args: { entry: ImmutableMap }) => ImmutableMap;
      }): void;
    };
  }
}

// The editor speaks the browser's language, and offers to switch to it when it is another: the
// owner's editor is French whatever his browser says, so it is told the browser is French.
for (const [key, value] of [
  ['language', 'fr'],
  ['languages', ['fr']],
] as const) {
  Object.defineProperty(navigator, key, { get: () => value, configurable: true });
}

addEventListener('DOMContentLoaded', () => {
  const published = JSON.parse(document.getElementById(PUBLISHED_ID)?.textContent ?? 'null') as
    OfferPriceFacts | undefined;
  window.CMS?.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const file = editableFile(String(entry.get('path')));
      if (!file) return entry;
      const data = (entry.toJS() as { data: unknown }).data;
      const verdict = checkSave(file, data, published ?? undefined);
      // The editor shows the cause of an error named « saving_failed » in its error dialog.
      if (!verdict.ok) throw new Error('saving_failed', { cause: new Error(verdict.message) });
      return entry.set('data', verdict.data);
    },
  });
});
