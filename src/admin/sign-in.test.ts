import { describe, expect, it } from 'vitest';
import { backend } from './config';
import { keptKey, ownSignIn } from './sign-in';

describe('ownSignIn: the page draws its own sign-in for GitHub with the access token alone', () => {
  it.each([
    ['the site’s backend, no OAuth helper', backend('garage-dumas/site', ''), true],
    [
      'with an OAuth helper: Sveltia’s « Se connecter avec GitHub »',
      backend('garage-dumas/site', 'https://auth.garage.fr'),
      false,
    ],
    ['the test backend', { name: 'test-repo' }, false],
    ['GitHub with every way in (no auth_methods)', { name: 'github' }, false],
    ['GitHub, the token among others', { name: 'github', auth_methods: ['token', 'oauth'] }, false],
    ['no backend', undefined, false],
  ])('%s', (_, config, expected) => {
    expect(ownSignIn(config)).toBe(expected);
  });
});

describe('keptKey: Sveltia signs in by itself with a key an earlier visit kept', () => {
  it.each([
    [null, false],
    ['', false],
    ['{}', false],
    ['not json', false],
    ['{"backendName":"github"}', false],
    ['{"backendName":"github","token":""}', false],
    ['{"token":"github_pat_x"}', false],
    ['{"backendName":"github","token":"github_pat_x"}', true],
    ['{"backendName":"github","token":"github_pat_x","login":"gerant","name":"Le gérant"}', true],
  ])('%j → %s', (stored, expected) => {
    expect(keptKey(stored)).toBe(expected);
  });
});
