/**
 * The owner's sign-in, drawn by the page itself before Sveltia CMS has arrived. On a phone's first
 * visit Sveltia's bundle (490 KB brotli) and its start-up took about 4.9 s before its sign-in page
 * could be used (docs/decisions/0023-editor-weight.md); this one is usable as soon as the page and
 * garage.js are there, and Sveltia goes on loading while the owner pastes his key.
 *
 * It is the same sign-in as Sveltia's own (« Se connecter avec un jeton d’accès », the key pasted
 * in a dialog): the key is tried on GitHub (`GET /user`, as Sveltia does), refused in French when
 * GitHub refuses it, then left where Sveltia keeps a signed-in owner (`sveltia-cms.user` in
 * localStorage, `{ backendName, token }`), and Sveltia is started: it signs in by itself with it,
 * as on every next visit. Only for the site's own way in (GitHub, the access token alone,
 * src/admin/config.ts); with an OAuth helper, the test backend, or once signed in (a key kept),
 * Sveltia starts at once with its own page. Its page also comes back after « Se déconnecter ».
 * Browser module (src/admin/editor.ts); the markup is the page's (src/admin/page.ts).
 */
import { GITHUB_API } from './forge.ts';
import { KEY_TYPED_REFUSED } from './status-fr.ts';

/** Where Sveltia CMS 0.221.1 keeps the signed-in owner (its `LocalStorage`, JSON). */
export const USER_KEY = 'sveltia-cms.user';

/** The ids of the page's sign-in (src/admin/page.ts). */
export const SIGN_IN_IDS = {
  section: 'garage-sign-in',
  open: 'garage-sign-in-open',
  other: 'garage-sign-in-other',
  status: 'garage-sign-in-status',
  dialog: 'garage-sign-in-dialog',
  form: 'garage-sign-in-form',
  token: 'garage-sign-in-token',
  error: 'garage-sign-in-error',
  cancel: 'garage-sign-in-cancel',
  submit: 'garage-sign-in-submit',
} as const;

/** Every French text of the page's sign-in. */
export const SIGN_IN_TEXTS = {
  title: 'Modifier le site',
  // Every garage's: the trades it offers vary (src/schemas/trades.ts), the prices and hours do not.
  intro: 'Les prix, les horaires et les textes du site, depuis ce téléphone ou cet ordinateur.',
  open: 'Se connecter avec un jeton d’accès',
  /** On the developer's machine: Sveltia's own page, with its local repository. */
  other: 'Autres façons de se connecter',
  dialogTitle: 'Se connecter avec un jeton d’accès',
  dialogText:
    'Collez la clé d’accès que l’agence vous a remise (elle commence par «\u00a0github_pat_\u00a0»). L’appareil s’en souvient\u00a0: la fois suivante, l’éditeur s’ouvre directement.',
  token: 'Jeton d’accès personnel',
  cancel: 'Annuler',
  submit: 'Se connecter',
  checking: 'Connexion…',
  empty: 'Collez d’abord la clé d’accès que l’agence vous a remise.',
  refused: KEY_TYPED_REFUSED,
  unreachable: 'GitHub ne répond pas (connexion interrompue\u00a0?)\u00a0: réessayez dans un instant.',
  opening: 'Ouverture de l’éditeur…',
} as const;

/** The editor's bundle did not come (src/admin/editor.ts). */
export const EDITOR_MISSING =
  'L’éditeur n’a pas pu se charger (connexion interrompue\u00a0?)\u00a0: rechargez la page dans un instant.';

/** The configuration's backend, as far as the sign-in reads it. */
interface Backend {
  name?: unknown;
  auth_methods?: unknown;
  base_url?: unknown;
}

/** Whether the page draws the sign-in: GitHub with the access token as its only way in. */
export function ownSignIn(backend: Backend | undefined): boolean {
  return (
    backend?.name === 'github' &&
    backend.base_url === undefined &&
    Array.isArray(backend.auth_methods) &&
    backend.auth_methods.length === 1 &&
    backend.auth_methods[0] === 'token'
  );
}

/** Whether Sveltia holds a signed-in owner (a key kept by an earlier visit): it signs in by itself. */
export function keptKey(stored: string | null): boolean {
  try {
    const user = JSON.parse(stored ?? 'null') as { backendName?: unknown; token?: unknown } | null;
    return typeof user?.backendName === 'string' && typeof user.token === 'string' && user.token !== '';
  } catch {
    return false;
  }
}

/** The hosts where Sveltia offers a local repository (its own list). */
const LOCAL_HOSTS = /^(localhost|127\.0\.0\.1|\[::1\]|.+\.localhost)$/;

/** GitHub's answer to the key: 'ok', 'refused' (401), or 'unreachable' (anything else). */
async function tryKey(token: string): Promise<'ok' | 'refused' | 'unreachable'> {
  try {
    const response = await fetch(`${GITHUB_API}/user`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/vnd.github+json' },
      cache: 'no-store',
    });
    if (response.ok) return 'ok';
    return response.status === 401 ? 'refused' : 'unreachable';
  } catch {
    return 'unreachable';
  }
}

/** Whether the owner has signed in on the page (or asked for Sveltia's own page): Sveltia starts. */
let started = false;

/**
 * While the page's sign-in waits for the owner, once Sveltia's bundle has come: what Sveltia
 * fetches as it starts (its translation, the fonts of its first screen; the page's
 * `data-start-files`), fetched now into the browser's cache (every host keeps them a year), so
 * that Sveltia starts in French at once when he has signed in, without waiting for them.
 */
export function fetchStartFiles(): void {
  const section = document.getElementById(SIGN_IN_IDS.section);
  if (started || !section || section.hidden) return;
  for (const file of section.dataset['startFiles']?.split(' ').filter(Boolean) ?? []) {
    void fetch(file)
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }
}

/**
 * Says `text` in the page's sign-in, its buttons off: the editor opening, or its bundle lost.
 * False when the page shows no sign-in (nothing to say it in).
 */
export function signInSays(text: string): boolean {
  const section = document.getElementById(SIGN_IN_IDS.section);
  const status = document.getElementById(SIGN_IN_IDS.status);
  if (!section || !status) return false;
  status.textContent = text;
  for (const button of section.querySelectorAll('button')) button.disabled = true;
  return true;
}

/**
 * Shows the page's sign-in when the site's configuration asks for it and no key is kept, and
 * resolves once Sveltia may start: at once otherwise; after the owner's key was accepted, or he
 * asked for another way in. Sveltia's first drawing then takes the page's sign-in away.
 */
export function signedIn(backend: Backend | undefined): Promise<void> {
  const section = document.getElementById(SIGN_IN_IDS.section);
  if (!section || !ownSignIn(backend) || keptKey(localStorage.getItem(USER_KEY))) {
    section?.remove();
    return Promise.resolve();
  }
  const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  const dialog = byId<HTMLDialogElement>(SIGN_IN_IDS.dialog);
  const form = byId<HTMLFormElement>(SIGN_IN_IDS.form);
  const input = byId<HTMLInputElement>(SIGN_IN_IDS.token);
  const error = byId<HTMLParagraphElement>(SIGN_IN_IDS.error);
  const submit = byId<HTMLButtonElement>(SIGN_IN_IDS.submit);
  const other = byId<HTMLButtonElement>(SIGN_IN_IDS.other);
  section.hidden = false;
  other.hidden = !LOCAL_HOSTS.test(location.hostname);

  return new Promise((resolve) => {
    const start = () => {
      started = true;
      signInSays(SIGN_IN_TEXTS.opening);
      // Sveltia's first drawing (its shell) covers the page: the page's sign-in then leaves the
      // page, and with it what a screen reader would still find behind.
      new MutationObserver((_, observer) => {
        if (!document.querySelector('.app-shell')) return;
        observer.disconnect();
        section.remove();
      }).observe(document.body, { childList: true, subtree: true });
      resolve();
    };
    const say = (text: string) => {
      error.textContent = text;
      input.setAttribute('aria-invalid', String(text !== ''));
    };
    byId(SIGN_IN_IDS.open).addEventListener('click', () => {
      say('');
      dialog.showModal();
    });
    byId(SIGN_IN_IDS.cancel).addEventListener('click', () => dialog.close());
    other.addEventListener('click', start);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (submit.disabled) return;
      // A key pasted with the space or line break around it, as a message or a note gives it.
      const token = input.value.trim();
      if (!token) {
        say(SIGN_IN_TEXTS.empty);
        input.focus();
        return;
      }
      submit.disabled = true;
      submit.textContent = SIGN_IN_TEXTS.checking;
      void tryKey(token).then((answer) => {
        submit.disabled = false;
        submit.textContent = SIGN_IN_TEXTS.submit;
        if (answer !== 'ok') {
          say(answer === 'refused' ? SIGN_IN_TEXTS.refused : SIGN_IN_TEXTS.unreachable);
          input.focus();
          return;
        }
        localStorage.setItem(USER_KEY, JSON.stringify({ backendName: 'github', token }));
        dialog.close();
        start();
      });
    });
  });
}
