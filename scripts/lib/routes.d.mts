/** Every public route of the site. */
export declare const ROUTES: readonly string[];
/** A path that exists nowhere, to reach the 404 page. */
export declare const NOT_FOUND_PROBE: string;
