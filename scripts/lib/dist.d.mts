/** Every file under `root`, relative to it with forward slashes, sorted. */
export declare function listFiles(root: string): string[];
/** The file that holds the 404 page. */
export declare const NOT_FOUND_FILE: string;
/** The routes of the built site, from its HTML files (`contact/index.html` → `/contact`). */
export declare function listRoutes(root: string): string[];
/** The HTML file of a route, relative to the build root. */
export declare function routeFile(route: string, files: readonly string[]): string | undefined;
