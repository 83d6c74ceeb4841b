/** Sizes of the raster app icons generated from the logo mark (Apple touch icon and manifest). */
export const APP_ICON_SIZES = [180, 192, 512] as const;

/** The garage's colours for the browser UI and the installed app. */
export const THEME_COLOR = '#1f2329';
export const BACKGROUND_COLOR = '#ffffff';
