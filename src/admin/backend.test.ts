import { describe, expect, it } from 'vitest';
import { backend, cmsConfig, OAUTH_HELPER, REPOSITORY } from './config';

describe('the editor’s backend: the repository and the ways to sign in', () => {
  it.each([
    ['', { auth_methods: ['token'] }, 'base_url'],
    [
      'https://auth.garage-exemple.workers.dev',
      { base_url: 'https://auth.garage-exemple.workers.dev' },
      'auth_methods',
    ],
  ])('OAuth helper « %s »: %o, no %s', (helper, expected, absent) => {
    const config = backend(helper);
    expect(config).toMatchObject({ ...REPOSITORY, ...expected });
    expect(config).not.toHaveProperty(absent);
  });

  it('config.yml uses the one OAuth helper address of config.ts', () => {
    expect(cmsConfig().backend).toEqual(backend(OAUTH_HELPER));
  });
});
