import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryAt } from './config';
import { ADMIN_CSP } from './page';
import { PUBLICATION_PATH } from './publication';
import { GITHUB_API } from './forge';
import {
  STAMP_GRACE_MS,
  currentState,
  pageOf,
  timeFr,
  type LastSuccess,
  type PublicationState,
} from './status';
import { STATUS_TEXTS } from './status-fr';

/** GitHub's answers, as its REST API gives them (tests/support/github/). */
const answer = (name: string): unknown =>
  JSON.parse(readFileSync(path.resolve('tests/support/github', `${name}.json`), 'utf-8'));
const HEAD = (answer('commit') as { sha: string }).sha;
const OLDER = 'ad3287bec2a917942823763edff94d9644657500';
const REPOSITORY = repositoryAt('garage-dumas/site');
const { repo, branch } = REPOSITORY;
const stamp = (commit: string | null) => ({ commit, builtAt: '2026-11-27T13:30:40.000Z' });

/** One reading: GitHub's answers and the site's stamp, as status codes and bodies. */
interface World {
  commit?: [number, unknown];
  runs?: [number, unknown];
  lastSuccess?: [number, unknown];
  live?: [number, unknown];
}

/** A fetch that answers from `world`, and fails on any other address. */
function fakeFetch(world: World): typeof fetch {
  const routes: Record<string, [number, unknown] | undefined> = {
    [`${GITHUB_API}/repos/${repo}/commits/${branch}`]: world.commit ?? [200, answer('commit')],
    [`${GITHUB_API}/repos/${repo}/actions/runs?head_sha=${HEAD}`]: world.runs,
    [`${GITHUB_API}/repos/${repo}/actions/workflows/publish.yml/runs?status=success&branch=${branch}&per_page=1`]:
      world.lastSuccess ?? [200, answer('last-success')],
    [PUBLICATION_PATH]: world.live,
  };
  return (async (url: string | URL | Request) => {
    const route = routes[String(url)];
    if (!route) throw new TypeError(`Failed to fetch ${String(url)}`);
    const [status, body] = route;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
}

/** What the owner reads for a state (the link's words after the online line). */
function words(state: PublicationState): string {
  switch (state.kind) {
    case 'pending':
      return STATUS_TEXTS.pending(state.minutes);
    case 'online':
      return STATUS_TEXTS.online(timeFr(state.since)) + STATUS_TEXTS.seePage;
    case 'failed':
      return STATUS_TEXTS.failed;
    case 'key':
      return STATUS_TEXTS.key;
  }
}

const NOW = new Date('2026-11-27T13:33:00Z');
const LATER = new Date(Date.parse('2026-11-27T13:32:11Z') + STAMP_GRACE_MS + 1_000);

describe('the publication status, from GitHub’s answers and the build stamp online', () => {
  it.each<[string, World, string, Date?]>([
    [
      'queued, the site on the older commit',
      { runs: [200, answer('runs-queued')], live: [200, stamp(OLDER)] },
      'Vérification et publication en cours… (environ 3 min)',
    ],
    [
      'in progress',
      { runs: [200, answer('runs-in-progress')], live: [200, stamp(OLDER)] },
      'Vérification et publication en cours… (environ 3 min)',
    ],
    [
      'no run yet (GitHub starts it a few seconds after the commit)',
      { runs: [200, answer('runs-none')], live: [200, stamp(OLDER)] },
      'Vérification et publication en cours… (environ 3 min)',
    ],
    [
      'success, the stamp online carries the commit',
      { runs: [200, answer('runs-success')], live: [200, stamp(HEAD)] },
      'En ligne depuis 14 h 32 : voir la page',
    ],
    [
      'still in progress, the stamp online already carries the commit (the upload is done)',
      { runs: [200, answer('runs-in-progress')], live: [200, stamp(HEAD)] },
      'En ligne depuis 14 h 33 : voir la page',
    ],
    [
      'success, the stamp online not yet changed',
      { runs: [200, answer('runs-success')], live: [200, stamp(OLDER)] },
      'Vérification et publication en cours… (environ 3 min)',
    ],
    [
      'success, the stamp online still older five minutes later',
      { runs: [200, answer('runs-success')], live: [200, stamp(OLDER)] },
      'Pas en ligne :',
      LATER,
    ],
    [
      'success, no stamp online (a site built before the stamp)',
      { runs: [200, answer('runs-success')], live: [404, 'Not found'] },
      'En ligne depuis 14 h 32 : voir la page',
    ],
    [
      'success, a stamp without a commit (built without git)',
      { runs: [200, answer('runs-success')], live: [200, stamp(null)] },
      'En ligne depuis 14 h 32 : voir la page',
    ],
    ['failure', { runs: [200, answer('runs-failure')], live: [200, stamp(OLDER)] }, 'Pas en ligne :'],
    [
      'a key without the Actions permission (403): the stamp alone',
      {
        runs: [403, { message: 'Resource not accessible by personal access token' }],
        lastSuccess: [403, {}],
        live: [200, stamp(OLDER)],
      },
      'Vérification et publication en cours…',
    ],
    [
      'a key without the Actions permission, the stamp online carries the commit',
      { runs: [403, {}], lastSuccess: [403, {}], live: [200, stamp(HEAD)] },
      'En ligne depuis 14 h 33 : voir la page',
    ],
    [
      'an expired or revoked key (401 on the commit)',
      { commit: [401, answer('bad-credentials')] },
      'Votre clé d’accès n’est plus valable (expirée ou retirée) : demandez-en une nouvelle à l’agence, puis reconnectez-vous avec elle.',
    ],
    [
      'an expired or revoked key (401 on the runs)',
      { runs: [401, answer('bad-credentials')], live: [200, stamp(OLDER)] },
      STATUS_TEXTS.key,
    ],
  ])('%s', async (_, world, expected, now = NOW) => {
    const state = await currentState(fakeFetch(world), 'github_pat_owner', REPOSITORY, {}, now);
    // The product's French: no-break spaces before « : » and inside « 14 h 32 » and « 3 min ».
    expect(words(state).replace(/\u00a0/g, ' ')).toBe(expected.replace(/\u00a0/g, ' '));
    expect(words(state)).not.toMatch(/ [:;!?]|\d h|h \d|\d min/);
  });

  it('asks for the last successful run once per visit, and sends the owner’s key to GitHub only', async () => {
    const calls: { url: string; key: string | null }[] = [];
    const http = fakeFetch({ runs: [200, answer('runs-queued')], live: [200, stamp(OLDER)] });
    const spy = ((url: string, init?: RequestInit) => {
      calls.push({ url: String(url), key: new Headers(init?.headers).get('Authorization') });
      return http(url, init);
    }) as typeof fetch;
    const lastSuccess: LastSuccess = {};
    await currentState(spy, 'github_pat_owner', REPOSITORY, lastSuccess, NOW);
    await currentState(spy, 'github_pat_owner', REPOSITORY, lastSuccess, NOW);
    expect(calls.filter((c) => c.url.includes('status=success'))).toHaveLength(1);
    for (const { url, key } of calls) {
      expect(key, url).toBe(url.startsWith(GITHUB_API) ? 'Bearer github_pat_owner' : null);
    }
  });

  it('throws when GitHub cannot be reached, so that the status asks again later', async () => {
    await expect(currentState(fakeFetch({ commit: [503, {}] }), 'k', REPOSITORY, {}, NOW)).rejects.toThrow(
      /503/,
    );
  });

  it('reads GitHub through the editor’s own CSP, which allows api.github.com', () => {
    expect(ADMIN_CSP).toMatch(new RegExp(`connect-src [^;]*'self'[^;]* ${GITHUB_API}( |;|$)`));
  });

  it.each([
    ['src/content/home.yaml', '/'],
    ['src/content/repairs.yaml', '/services/reparation-maintenance'],
    ['src/content/cleaning.yaml', '/services/nettoyage'],
    ['src/content/vehicles.yaml', '/services/voiture-occasion'],
    ['src/content/hours.yaml', '/'],
    [undefined, '/'],
  ])('« voir la page » after saving %s leads to %s', (file, page) => {
    expect(pageOf(file)).toBe(page);
  });
});
