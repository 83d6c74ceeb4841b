/**
 * Whether the owner's change is online, from what exists: the repository's latest commit and its
 * publishing run (GitHub's API, with the owner's key) and the build stamp of the site online
 * (/admin/publication.json, publication.ts). Pure: status-panel.ts fetches the facts, shows the
 * state, and asks again while it is pending. Its French texts are in status-fr.ts.
 */
import { parisNow } from '#lib/opening-status.ts';
import { formatTimeFr } from '#lib/time-fr.ts';
import { PATHS } from '#schemas/paths.ts';
import { GITHUB_API } from './forge';
import { PUBLICATION_PATH, readPublication, type Publication } from './publication';

/** The publishing workflow (.github/workflows/publish.yml), as GitHub names it in a run. */
export const PUBLISH_WORKFLOW = '.github/workflows/publish.yml';

/** A workflow run, as GitHub's REST API gives it (only the fields read here). */
export interface WorkflowRun {
  path: string;
  head_sha: string;
  head_branch: string | null;
  status: string;
  conclusion: string | null;
  run_number: number;
  run_started_at?: string | null;
  updated_at: string;
}

/** What is known at one moment. */
export interface Facts {
  /** The branch's latest commit: the saved change, or a newer one that contains it. */
  head: string;
  /** The build stamp of the site online, or null when it cannot be read. */
  live: Publication | null;
  /** The publishing runs GitHub has for that commit (GET …/actions/runs?head_sha=), any workflow. */
  runs: WorkflowRun[];
  /** The last successful publishing run, for the estimate, if any. */
  lastSuccess: WorkflowRun | undefined;
}

/** How long a finished run may wait for the stamp online to follow before it is a problem. */
export const STAMP_GRACE_MS = 5 * 60_000;

/** Where the change is. */
export type PublicationState =
  | { kind: 'online'; since: Date }
  | { kind: 'pending'; minutes: number | null }
  | { kind: 'failed' }
  /** GitHub answered 401: the owner's key expired or was revoked. */
  | { kind: 'key' };

/** The publishing run of `head` on `branch` (the latest attempt), if GitHub has started one. */
export function publishingRun(runs: WorkflowRun[], head: string, branch: string): WorkflowRun | undefined {
  return runs
    .filter((r) => r.path === PUBLISH_WORKFLOW && r.head_sha === head && r.head_branch === branch)
    .sort((a, b) => b.run_number - a.run_number)[0];
}

/** Minutes a run took, rounded, at least 1; null without its times. */
export function runMinutes(run: WorkflowRun | undefined): number | null {
  const start = Date.parse(run?.run_started_at ?? '');
  const end = Date.parse(run?.updated_at ?? '');
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return null;
  return Math.max(1, Math.round((end - start) / 60_000));
}

/** The state, from the facts at `now`, for the branch `branch`. */
export function publicationState(facts: Facts, branch: string, now: Date): PublicationState {
  const run = publishingRun(facts.runs, facts.head, branch);
  const finished = run?.status === 'completed';
  const ranAt = new Date(run?.updated_at ?? now);
  // The site online was built from the latest commit, which holds the saved change.
  if (facts.live?.commit === facts.head) return { kind: 'online', since: finished ? ranAt : now };
  if (finished && run?.conclusion !== 'success') return { kind: 'failed' };
  if (finished) {
    // Published, but the stamp cannot be read: the run's success is the only word there is.
    if (!facts.live?.commit) return { kind: 'online', since: ranAt };
    // Published, and the stamp online still names an older commit: the host may take a moment.
    if (now.getTime() - ranAt.getTime() > STAMP_GRACE_MS) return { kind: 'failed' };
  }
  return { kind: 'pending', minutes: runMinutes(facts.lastSuccess) };
}

/** Whether the state needs asking again. */
export const isSettled = (state: PublicationState) => state.kind !== 'pending';

/** The page that shows a content file (src/content/<file>.yaml), or the home page. */
export function pageOf(contentPath: string | undefined): string {
  const file = /^src\/content\/([\w-]+)\.ya?ml$/.exec(contentPath ?? '')?.[1];
  const pages: Record<string, string> = {
    repairs: PATHS.repairs,
    cleaning: PATHS.cleaning,
    parts: PATHS.usedParts,
    vehicles: PATHS.cars,
  };
  return (file && pages[file]) ?? PATHS.home;
}

/** « 14 h 32 », Paris time (the garage's, and the owner's). */
export const timeFr = (instant: Date) => formatTimeFr(parisNow(instant).minutes);

/** GitHub answered 401: the key expired or was revoked. */
class KeyRefused extends Error {}

/** A GET on GitHub's API with the owner's key. */
async function github<T>(http: typeof fetch, key: string, path: string): Promise<T> {
  const response = await http(`${GITHUB_API}${path}`, {
    headers: { Authorization: `Bearer ${key}`, Accept: 'application/vnd.github+json' },
    cache: 'no-store',
  });
  if (response.status === 401) throw new KeyRefused();
  if (!response.ok) throw new Error(`GitHub ${response.status} ${path}`);
  return (await response.json()) as T;
}

/** The last successful run, asked once per visit of the editor. */
export interface LastSuccess {
  asked?: boolean;
  run?: WorkflowRun | undefined;
}

/** The facts now, read with `http` (the browser's fetch) and the owner's `key`. */
export async function readFacts(
  http: typeof fetch,
  key: string,
  { repo, branch }: { repo: string; branch: string },
  lastSuccess: LastSuccess,
): Promise<Facts> {
  const { sha: head } = await github<{ sha: string }>(http, key, `/repos/${repo}/commits/${branch}`);
  const [live, runs] = await Promise.all([
    // The stamp online, on the editor's own origin.
    http(PUBLICATION_PATH, { cache: 'no-store' })
      .then((r) => (r.ok ? r.json() : null))
      .then(readPublication, () => null),
    // Without the Actions permission (403), the stamp alone tells « en ligne ».
    github<{ workflow_runs: WorkflowRun[] }>(http, key, `/repos/${repo}/actions/runs?head_sha=${head}`).then(
      (answer) => answer.workflow_runs,
      (error: unknown) => {
        if (error instanceof KeyRefused) throw error;
        return [];
      },
    ),
  ]);
  if (!lastSuccess.asked) {
    lastSuccess.asked = true;
    const path = `/repos/${repo}/actions/workflows/publish.yml/runs?status=success&branch=${branch}&per_page=1`;
    lastSuccess.run = await github<{ workflow_runs: WorkflowRun[] }>(http, key, path).then(
      (answer) => answer.workflow_runs[0],
      (error: unknown) => {
        if (error instanceof KeyRefused) throw error;
        return undefined;
      },
    );
  }
  return { head, live, runs, lastSuccess: lastSuccess.run };
}

/**
 * The state now, read from GitHub and the site; a 401 is the state « key ». Any other failure
 * (the network, GitHub down) throws: the caller asks again later.
 */
export async function currentState(
  http: typeof fetch,
  key: string,
  repository: { repo: string; branch: string },
  lastSuccess: LastSuccess,
  now: Date,
): Promise<PublicationState> {
  try {
    return publicationState(await readFacts(http, key, repository, lastSuccess), repository.branch, now);
  } catch (error) {
    if (error instanceof KeyRefused) return { kind: 'key' };
    throw error;
  }
}
