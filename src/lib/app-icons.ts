/** Sizes of the raster app icons generated from the logo (Apple touch icon and manifest). */
export const APP_ICON_SIZES = [180, 192, 512] as const;

/** The installed app's background while it starts (the pages' own). */
export const BACKGROUND_COLOR = '#ffffff';
