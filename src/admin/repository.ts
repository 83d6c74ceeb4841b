/**
 * The repository as it is now, read from the editor: the text of a file on the branch the editor
 * commits to, so that a save is checked against the other files as they are at that moment (not
 * as some earlier build had them). Through GitHub's REST API with the signed-in owner's key, or, on
 * Sveltia's test backend, from the browser's origin-private file system where it keeps its files.
 * Browser module (src/admin/editor.ts).
 */
import { pageRepository } from './config-element';
import { GITHUB_API } from './forge';

/** Where Sveltia keeps the signed-in user (localStorage, JSON): its backend and key. */
const USER_KEY = 'sveltia-cms.user';
/** The folder of the origin-private file system where Sveltia's test backend keeps the files. */
const TEST_FOLDER = 'sveltia-cms-test';

/** The signed-in user as Sveltia stores it: which backend, and the key for GitHub. */
function signedInUser(): { backendName?: unknown; token?: unknown } | undefined {
  try {
    return JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

/** The owner's key, if he has signed in (Sveltia keeps it as the user's `token`). */
export function ownerKey(): string | undefined {
  const token = signedInUser()?.token;
  return typeof token === 'string' && token ? token : undefined;
}

/** The key was refused (expired or revoked): the agency gives a new one. */
export class ExpiredKeyError extends Error {
  override name = 'ExpiredKeyError';
}

async function fromTestBackend(path: string): Promise<string | undefined> {
  try {
    let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(TEST_FOLDER);
    const parts = path.split('/');
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
    return await (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotFoundError') return undefined;
    throw error;
  }
}

async function fromGitHub(path: string, token: string): Promise<string | undefined> {
  const { repo, branch } = pageRepository();
  const url = `${GITHUB_API}/repos/${repo}/contents/${path}?ref=${encodeURIComponent(branch)}`;
  const response = await fetch(url, {
    cache: 'no-store',
    headers: { Accept: 'application/vnd.github.raw+json', Authorization: `Bearer ${token}` },
  });
  if (response.status === 404) return undefined;
  if (response.status === 401) throw new ExpiredKeyError();
  if (!response.ok) throw new Error(`GitHub ${response.status}`);
  return response.text();
}

/** The text of each file of `paths` in the repository now; undefined for an absent file. */
export async function readRepository<P extends string>(
  paths: readonly P[],
): Promise<Record<P, string | undefined>> {
  const key = ownerKey();
  const read =
    signedInUser()?.backendName === 'test-repo'
      ? fromTestBackend
      : (path: string) => {
          if (!key) throw new ExpiredKeyError();
          return fromGitHub(path, key);
        };
  const texts = await Promise.all(paths.map((path) => read(path)));
  return Object.fromEntries(paths.map((path, i) => [path, texts[i]])) as Record<P, string | undefined>;
}
