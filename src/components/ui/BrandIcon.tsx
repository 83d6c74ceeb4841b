import { brandMarkHref, type BrandMark } from '#lib/brand-marks.ts';

export interface BrandIconProps {
  /** Which brand mark of the sprite (src/lib/brand-marks.ts). */
  mark: BrandMark;
  /** Accessible name; omit when the mark is next to its name (decorative). */
  title?: string;
  className?: string | undefined;
}

/** A brand mark (social network, card scheme) from the site's sprite, in currentColor. */
export function BrandIcon({ mark, title, className }: BrandIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="currentColor"
      className={className}
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true, focusable: false })}
    >
      <use href={brandMarkHref(mark)} />
    </svg>
  );
}
