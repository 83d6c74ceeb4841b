/**
 * The garage's repository on GitHub (« owner/name »), where the editor commits: as GitHub Actions
 * names it when the forge builds the site (GITHUB_REPOSITORY, set on every run), else as the
 * checkout's `origin` remote says (a build on the agency's machine), else « garage/site » (a copy
 * with no GitHub remote: the tests' builds). A repository made from the template is its own: a new
 * garage writes its name nowhere. Build time only (Node): the editor's page carries it in its
 * configuration (src/admin/config-element.ts).
 */
import { execFileSync } from 'node:child_process';
import process from 'node:process';

/** The name a build with no GitHub repository gives the editor. */
export const NO_REPOSITORY = 'garage/site';

/** « owner/name » from a GitHub remote's address (https or ssh), or undefined for another host. */
export function repositoryFromRemote(remote: string): string | undefined {
  return /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(remote.trim())?.[1];
}

/** The checkout's `origin` remote, or '' (no git, no remote). */
function originRemote(): string {
  try {
    return execFileSync('git', ['remote', 'get-url', 'origin'], {
      encoding: 'utf-8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return '';
  }
}

/** The repository the editor commits to, « owner/name ». */
export function editorRepository(
  env: NodeJS.ProcessEnv = process.env,
  remote: () => string = originRemote,
): string {
  return env['GITHUB_REPOSITORY'] || repositoryFromRemote(remote()) || NO_REPOSITORY;
}
