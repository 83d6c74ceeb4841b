/**
 * The build stamp, /admin/publication.json: which commit the site online was built from, and when.
 * The editor's publication status (status.ts) compares it with the repository's latest commit to
 * tell the owner whether his change is online. It lives beside the editor, under /admin/: only the
 * editor reads it, and there it is kept out of search engines (robots.txt, X-Robots-Tag) like the
 * rest of the editor; like every file outside /_astro/, each host revalidates it on every request
 * (hosting/description.ts, REVALIDATE). Browser-safe: the endpoint (src/pages/admin/
 * publication.json.ts) asks git, this module only shapes and reads the stamp.
 */

/** Where the build stamp is served (the editor's folder, src/admin/bundle.ts's ADMIN_PATH). */
export const PUBLICATION_PATH = '/admin/publication.json';

/** The build stamp. */
export interface Publication {
  /** The commit the build was made from (40 hex digits), or null when no git could say. */
  commit: string | null;
  /** When the build ran (ISO 8601, UTC). */
  builtAt: string;
}

const SHA = /^[0-9a-f]{40}$/;

/**
 * The stamp of a build made now: the commit from the forge's variable (GITHUB_SHA, set on every
 * GitHub Actions run), else from git (`git rev-parse HEAD`, read by `gitHead`), else null.
 */
export function buildStamp(
  env: Record<string, string | undefined>,
  gitHead: () => string | null,
  now: Date,
): Publication {
  const found = (env['GITHUB_SHA'] || gitHead())?.trim().toLowerCase() ?? '';
  return { commit: SHA.test(found) ? found : null, builtAt: now.toISOString() };
}

/** A stamp as fetched from the site, or null when the answer is not one (an old build, a 404 page). */
export function readPublication(json: unknown): Publication | null {
  if (typeof json !== 'object' || json === null) return null;
  const { commit, builtAt } = json as Record<string, unknown>;
  if (typeof builtAt !== 'string' || Number.isNaN(Date.parse(builtAt))) return null;
  if (commit !== null && !(typeof commit === 'string' && SHA.test(commit))) return null;
  return { commit, builtAt };
}
