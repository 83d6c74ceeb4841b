/**
 * Content-Security-Policy values: parsing them, merging them, writing them; pure (strings in,
 * strings out). Used by hosting/ (what every host sends, written by scripts/hosts.mjs
 * after each build from every page's meta policy, read by scripts/lib/dist.mjs) and the server
 * tests. Node runs this file as is (type stripping): keep its syntax erasable.
 */
/** A parsed policy: directive name → source list, in order. */
export type Directives = Map<string, string[]>;

/** Parses a policy into an ordered Map: directive name → source list. */
export function parseCsp(policy: string): Directives {
  const directives: Directives = new Map();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    const key = name.toLowerCase();
    if (!directives.has(key)) directives.set(key, sources); // a repeated directive is ignored by browsers
  }
  return directives;
}

/** Writes a parsed policy back as a header value: `a x y; b z; c`. */
export function serializeCsp(directives: Directives): string {
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * Merges policies into one that allows what each of them allows: for every directive, the
 * union of the sources, in first-seen order. Meant for policies that differ only by their hashes.
 */
export function unionCsp(policies: readonly string[]): Directives {
  const merged: Directives = new Map();
  for (const policy of policies) {
    for (const [name, sources] of parseCsp(policy)) {
      const list = merged.get(name) ?? [];
      for (const source of sources) if (!list.includes(source)) list.push(source);
      merged.set(name, list);
    }
  }
  return merged;
}

/** Directives a <meta> policy cannot carry and the server header adds. */
export const HEADER_ONLY_DIRECTIVES: readonly [string, string[]][] = [['frame-ancestors', ["'none'"]]];

/** Sources that would let injected code run: refused in any policy this project ships. */
const UNSAFE = /^('unsafe-inline'|'unsafe-eval'|'unsafe-hashes'|'wasm-unsafe-eval'|\*|https?:|http:\/\/.*)$/i;

/**
 * The header policy for the whole site: the union of every page's meta policy (same directives,
 * all the pages' hashes) plus the header-only directives. `pages` maps page file → its meta
 * policy (undefined when it has none). Throws when a page has no meta policy or a policy allows
 * unsafe sources.
 */
export function siteCsp(pages: Record<string, string | undefined>): string {
  const policies: string[] = [];
  for (const [file, policy] of Object.entries(pages)) {
    if (!policy) throw new Error(`${file} : pas de <meta http-equiv="content-security-policy">`);
    policies.push(policy);
  }
  const merged = unionCsp(policies);
  for (const [name, sources] of HEADER_ONLY_DIRECTIVES) merged.set(name, sources);
  for (const [name, sources] of merged) {
    const unsafe = sources.filter((s) => UNSAFE.test(s));
    if (unsafe.length > 0) throw new Error(`CSP : ${name} autorise ${unsafe.join(' ')}`);
  }
  return serializeCsp(merged);
}
