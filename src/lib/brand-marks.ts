/**
 * The brand marks the site shows (social networks, card schemes), drawn from simple-icons and
 * served once as an SVG sprite, /marques.svg: every page references its symbols with <use>
 * instead of repeating some 4 KB of path data in its HTML, and the browser caches the file.
 */
import {
  siFacebook,
  siInstagram,
  siMastercard,
  siSnapchat,
  siTiktok,
  siVisa,
  type SimpleIcon,
} from 'simple-icons';

export const BRAND_MARKS = {
  facebook: siFacebook,
  instagram: siInstagram,
  tiktok: siTiktok,
  snapchat: siSnapchat,
  visa: siVisa,
  mastercard: siMastercard,
} as const satisfies Record<string, SimpleIcon>;

export type BrandMark = keyof typeof BRAND_MARKS;

/** Where the sprite is served (src/pages/marques.svg.ts). */
export const BRAND_SPRITE_PATH = '/marques.svg';

/** The reference of one mark in the sprite, for <use href>. */
export const brandMarkHref = (mark: BrandMark): string => `${BRAND_SPRITE_PATH}#${mark}`;

/** The sprite: one <symbol> per mark, 24 × 24 like simple-icons, filled with the user's colour. */
export function brandSpriteSvg(): string {
  const symbols = Object.entries(BRAND_MARKS).map(
    ([id, icon]) => `<symbol id="${id}" viewBox="0 0 24 24"><path d="${icon.path}"/></symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
