/** Parses a policy into an ordered Map: directive name → source list. */
export declare function parseCsp(policy: string): Map<string, string[]>;
/** Writes a parsed policy back as a header value. */
export declare function serializeCsp(directives: Map<string, string[]>): string;
/** The policy of a page's <meta http-equiv="content-security-policy">, or undefined. */
export declare function metaCsp(html: string): string | undefined;
/** Merges policies: for every directive, the union of the sources. */
export declare function unionCsp(policies: readonly string[]): Map<string, string[]>;
/** Directives a <meta> policy cannot carry and the server header adds. */
export declare const HEADER_ONLY_DIRECTIVES: [string, string[]][];
/** The header policy for the whole site, from every page's HTML (file → content). */
export declare function siteCsp(html: Record<string, string>): string;
/** The nginx include that sends `policy` on every response. */
export declare function nginxCspInclude(policy: string): string;
