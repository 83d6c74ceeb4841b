/**
 * The interface icons (lucide) and the review stars, drawn from one cached file, /icones.svg
 * (src/pages/icones.svg.ts, built by ./icon-sprite.ts): a page references each symbol with <use>
 * instead of repeating its path data in its HTML (issue 34: every page within the first round trip).
 * This module holds only the names: a component that draws an icon carries no path data either.
 */

/** Where the sprite is served (src/pages/icones.svg.ts). */
export const ICON_SPRITE_PATH = '/icones.svg';

/** The icons of the sprite: lucide's, by their lucide name, then the five review stars. */
export const ICON_NAMES = [
  'arrow-right',
  'arrow-up',
  'banknote',
  'calendar-check',
  'calendar-days',
  'chevron-left',
  'chevron-right',
  'construction',
  'external-link',
  'file-text',
  'gift',
  'home',
  'info',
  'landmark',
  'mail',
  'map-pin',
  'maximize-2',
  'menu',
  'pause',
  'phone',
  'play',
  'recycle',
  'sparkles',
  'wrench',
  'x',
  'etoiles',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** How many stars a review shows (the 'etoiles' symbol draws them side by side, 24 units each). */
export const STARS = 5;

/** The reference of one icon in the sprite, for <use href>. */
export const iconHref = (name: IconName): string => `${ICON_SPRITE_PATH}#${name}`;

export interface IconProps {
  name: IconName;
  className?: string | undefined;
}

/** A decorative 24 × 24 icon of the sprite, drawn in currentColor (its label is the text beside it). */
export function Icon({ name, className }: IconProps) {
  return (
    <svg width="24" height="24" className={className} aria-hidden="true">
      <use href={iconHref(name)} />
    </svg>
  );
}
