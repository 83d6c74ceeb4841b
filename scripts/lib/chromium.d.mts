/** Path of Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium). */
export declare const CHROMIUM_PATH: string;
/** Flags that keep Chromium quiet and local. */
export declare const CHROMIUM_ARGS: string[];
/** Launch options for Playwright's chromium.launch(). */
export declare const launchOptions: { executablePath: string; args: string[] };
