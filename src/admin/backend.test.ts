import { describe, expect, it } from 'vitest';
import { backend, cmsConfig, OAUTH_HELPER, repositoryAt } from './config';

const REPO = 'garage-dumas/site';

describe('the editor’s backend: the repository and the ways to sign in', () => {
  it.each([
    ['', { auth_methods: ['token'] }, 'base_url'],
    [
      'https://auth.garage-exemple.workers.dev',
      { base_url: 'https://auth.garage-exemple.workers.dev' },
      'auth_methods',
    ],
  ])('OAuth helper « %s »: %o, no %s', (helper, expected, absent) => {
    const config = backend(REPO, helper);
    expect(config).toMatchObject({ ...repositoryAt(REPO), ...expected });
    expect(config).not.toHaveProperty(absent);
  });

  it('config.yml uses the one OAuth helper address of config.ts', () => {
    expect(cmsConfig(REPO).backend).toEqual(backend(REPO, OAUTH_HELPER));
  });
});
