import { describe, expect, it } from 'vitest';
import { NO_REPOSITORY, editorRepository, repositoryFromRemote } from './forge-repository';

describe('the repository the editor commits to', () => {
  it.each([
    ['https://github.com/garage-dumas/site.git', 'garage-dumas/site'],
    ['https://github.com/garage-dumas/site', 'garage-dumas/site'],
    ['git@github.com:garage-dumas/site.git', 'garage-dumas/site'],
    ['ssh://git@github.com/garage.dumas/mon-site.git\n', 'garage.dumas/mon-site'],
    ['https://gitlab.com/garage-dumas/site.git', undefined],
    ['/tmp/copie-du-site', undefined],
    ['', undefined],
  ])('the remote %j is %j', (remote, repository) => {
    expect(repositoryFromRemote(remote)).toBe(repository);
  });

  it.each([
    [{ GITHUB_REPOSITORY: 'garage-dumas/site' }, 'git@github.com:agence/modele.git', 'garage-dumas/site'],
    [{}, 'git@github.com:garage-dumas/site.git', 'garage-dumas/site'],
    [{ GITHUB_REPOSITORY: '' }, '', NO_REPOSITORY],
  ])('with %o and the remote %j: %s', (env, remote, repository) => {
    expect(editorRepository(env, () => remote)).toBe(repository);
  });
});
