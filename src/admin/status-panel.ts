/**
 * The publication status in /admin/: after « Enregistrer », and when the editor opens while the
 * site online is behind the repository, a French line at the bottom of the screen says whether the
 * change is being checked, is online, or is not, with what to fix (status.ts decides, from the
 * facts read here). It reads the owner's key where Sveltia CMS keeps the signed-in user
 * (localStorage), asks GitHub's API (allowed by the editor's CSP, page.ts) and the site's own build
 * stamp, and asks again every POLL_MS until the state settles.
 */
import { pageRepository } from './config-element';
import { ownerKey } from './repository';
import { currentState, isSettled, pageOf, timeFr, type LastSuccess, type PublicationState } from './status';
import { STATUS_TEXTS } from './status-fr';

/** How often a pending change is asked about again. */
const POLL_MS = 15_000;
/** How often the editor looks for a key, before the owner has signed in. */
const SIGN_IN_MS = 2_000;

/** One thing to fix, in the editor's words, and the form it is in. */
export interface Problem {
  /** E.g. « Page d'accueil → Offres du moment → Prix affiché : … ». */
  text: string;
  /** The form's collection and file (config.ts), for `#/collections/<collection>/entries/<file>`. */
  collection: string;
  file: string;
}
/** What stopped the publication, from the repository's files as they are now; [] when nothing there. */
export type Explain = () => Promise<Problem[]>;

const STYLE = `
#garage-publication {
  position: fixed; z-index: 1; inset-inline: 0.5rem; inset-block-end: calc(var(--lift, 0px) + 0.5rem);
  box-sizing: border-box; display: flex; align-items: flex-start; gap: 0.5rem;
  padding: 0.5rem 0.5rem 0.5rem 0.75rem; font: 0.9375rem/1.4 var(--sui-font-family-default, system-ui, sans-serif);
  color: #1a1a1a; background: #fff; border: 1px solid #767676;
  border-inline-start: 0.375rem solid var(--state-colour, #1d5fd6); border-radius: 0.375rem;
  box-shadow: 0 0.25rem 1rem rgb(0 0 0 / 0.25);
}
/* On a wide screen, the corner over the preview, away from the form and its buttons. */
@media (min-width: 48rem) {
  #garage-publication { inset-inline: auto 1rem; inset-block-end: calc(var(--lift, 0px) + 1rem); max-inline-size: 28rem; }
}
#garage-publication[hidden] { display: none; }
#garage-publication[data-state="online"] { --state-colour: #1e7b34; }
#garage-publication[data-state="failed"], #garage-publication[data-state="key"] { --state-colour: #b3261e; }
#garage-publication [role="status"] { flex: 1; min-inline-size: 0; overflow-wrap: anywhere; }
#garage-publication p, #garage-publication ul { margin: 0; }
#garage-publication ul { padding-inline-start: 1.25rem; max-block-size: 30vh; overflow-y: auto; }
#garage-publication a { color: #0b4bb3; }
#garage-publication a, #garage-publication button { font: inherit; }
#garage-publication button { padding: 0.25rem 0.625rem; color: inherit; background: #f0f0f0;
  border: 1px solid #767676; border-radius: 0.25rem; cursor: pointer; }
#garage-publication :focus-visible { outline: 0.1875rem solid #1d5fd6; outline-offset: 0.125rem; }
`;

/**
 * Keeps the box above a bar of the editor's along the bottom of the screen (on a phone, its
 * « Contenus, Ressources, Menu » bar, shown on the lists and not in a form).
 */
function place(box: HTMLElement) {
  const lift = Math.max(
    0,
    ...[...document.querySelectorAll('[role="toolbar"]')]
      .map((bar) => bar.getBoundingClientRect())
      .filter((r) => r.height > 0 && r.bottom >= innerHeight - 1 && r.width >= innerWidth * 0.9)
      .map((r) => innerHeight - r.top),
  );
  box.style.setProperty('--lift', `${lift}px`);
}

/** The status's box: a live region for the state, and a button that closes it once settled. */
function createBox() {
  const style = document.createElement('style');
  style.textContent = STYLE;
  const box = document.createElement('aside');
  box.id = 'garage-publication';
  box.setAttribute('aria-label', STATUS_TEXTS.region);
  box.hidden = true;
  const status = document.createElement('div');
  status.setAttribute('role', 'status');
  status.setAttribute('aria-live', 'polite');
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = STATUS_TEXTS.close;
  close.addEventListener('click', () => (box.hidden = true));
  box.append(status, close);
  document.head.append(style);
  document.body.append(box);
  // The editor changes its screens without reloading: follow its bars while the box shows.
  let queued = false;
  new MutationObserver(() => {
    if (box.hidden || queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      place(box);
    });
  }).observe(document.body, { childList: true, subtree: true });
  addEventListener('resize', () => place(box));
  return { box, status, close };
}

type Box = ReturnType<typeof createBox>;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.textContent = text;
  return node;
}

/**
 * Opens a form by its route. Sveltia CMS opens a form from a list, and ignores a jump from one
 * open form straight to another: from a form, the link goes to the collection's list first, and
 * to the form once the editor has drawn the list (it changes screens in a view transition).
 */
function openForm(event: MouseEvent, route: string, collection: string) {
  if (!location.hash.includes('/entries/')) return;
  event.preventDefault();
  addEventListener(
    'hashchange',
    () => {
      const transition = (document as { activeViewTransition?: ViewTransition | null }).activeViewTransition;
      const drawn = transition ? transition.finished : new Promise(requestAnimationFrame);
      void drawn.catch(() => undefined).then(() => (location.hash = route));
    },
    { once: true },
  );
  location.hash = `#/collections/${collection}`;
}

/** Shows a state; `problems` for a failed one, `page` for the link of an online one. */
function show({ box, status, close }: Box, state: PublicationState, page: string, problems: Problem[]) {
  const line = document.createElement('p');
  const parts: Node[] = [line];
  if (state.kind === 'pending') line.textContent = STATUS_TEXTS.pending(state.minutes);
  if (state.kind === 'key') line.textContent = STATUS_TEXTS.key;
  if (state.kind === 'online') {
    const link = element('a', STATUS_TEXTS.seePage);
    link.href = page;
    link.target = '_blank';
    line.append(STATUS_TEXTS.online(timeFr(state.since)), link);
  }
  if (state.kind === 'failed') {
    line.textContent = `${STATUS_TEXTS.failed} ${problems.length ? '' : STATUS_TEXTS.technical}`.trim();
    if (problems.length) {
      const list = document.createElement('ul');
      for (const problem of problems) {
        const fix = element('a', STATUS_TEXTS.fix);
        fix.href = `#/collections/${problem.collection}/entries/${problem.file}`;
        fix.addEventListener('click', (event) => openForm(event, fix.hash, problem.collection));
        const item = element('li', `${problem.text} `);
        item.append(fix);
        list.append(item);
      }
      parts.push(list);
    }
  }
  box.dataset['state'] = state.kind;
  // While the change is on its way there is nothing to close: the status stays until it settles.
  close.hidden = !isSettled(state);
  box.hidden = false;
  place(box);
  // Its words change once the live region is shown, for screen readers to say them.
  requestAnimationFrame(() => status.replaceChildren(...parts));
}

/**
 * Starts the status: on every save (Sveltia's postSave event), and once the owner is signed in.
 * `explain` says what to fix when a publication is refused (the editor's check of the repository's
 * files as they are now); without it, the status says the contents are correct.
 */
export function startPublicationStatus({ explain = async () => [] }: { explain?: Explain } = {}) {
  let panel: Box;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let round = 0;
  let checkedKey: string | undefined;
  let page = pageOf(undefined);
  const lastSuccess: LastSuccess = {};

  /** Asks where the change is; `saved`: right after a save (else: only shown when behind). */
  async function check(saved: boolean) {
    const key = ownerKey();
    clearTimeout(timer);
    // Signed out: nothing to say until the owner signs in again.
    if (!key) return void (panel.box.hidden = true);
    const mine = ++round;
    let state: PublicationState;
    try {
      state = await currentState(fetch.bind(window), key, pageRepository(), lastSuccess, new Date());
    } catch {
      // GitHub or the network is down for a moment: ask again later, silently.
      if (mine === round && (saved || !panel.box.hidden)) {
        timer = setTimeout(() => void check(saved), POLL_MS);
      }
      return;
    }
    const problems = state.kind === 'failed' ? await explain().catch(() => []) : [];
    if (mine !== round) return;
    // Opening the editor on a site that is up to date says nothing.
    if (!saved && state.kind === 'online' && panel.box.hidden) return;
    show(panel, state, page, problems);
    if (!isSettled(state)) timer = setTimeout(() => void check(saved), POLL_MS);
  }

  // Loaded past the sign-in (src/admin/editor-late.ts), once the page is there; at once then.
  const start = () => {
    panel = createBox();
    const cms = (window as { CMS?: { registerEventListener(l: unknown): void } }).CMS;
    cms?.registerEventListener({
      name: 'postSave',
      handler: ({ entry }: { entry?: { get?(key: string): unknown } }) => {
        page = pageOf(String(entry?.get?.('path')));
        void check(true);
      },
    });
    // Once signed in (or signed in again with a new key), whether the site is behind.
    const look = () => {
      const key = ownerKey();
      if (key && key !== checkedKey) {
        checkedKey = key;
        void check(false);
      }
    };
    look();
    setInterval(look, SIGN_IN_MS);
  };
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', start);
  else start();
}
