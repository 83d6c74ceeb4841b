import { describe, expect, it } from 'vitest';
import { REPOSITORY_META } from './config-element';
import { NO_REPOSITORY, editorRepository, repositoryFromRemote } from './forge-repository';
import { adminPage } from './page';

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

describe('the editor page names its repository for the editor’s own calls to GitHub', () => {
  it('in a meta of its own, whatever backend the configuration holds', () => {
    const page = adminPage({ backend: { name: 'github', repo: 'garage-dumas/site', branch: 'main' } });
    expect(page).toContain(`<meta name="${REPOSITORY_META}" content="garage-dumas/site">`);
  });
});
