/**
 * GitHub's REST API: the forge the editor commits through, and reads (the editor's CSP allows it,
 * page.ts). A leaf: the sign-in (./sign-in.ts) runs before Sveltia and takes nothing else.
 */
export const GITHUB_API = 'https://api.github.com';
