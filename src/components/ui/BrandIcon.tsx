import type { SimpleIcon } from 'simple-icons';

export interface BrandIconProps {
  /** A brand mark from simple-icons. */
  icon: SimpleIcon;
  /** Accessible name; omit when the mark is next to its name (decorative). */
  title?: string;
  className?: string | undefined;
}

/** A brand mark (social network, card scheme) drawn from simple-icons, in currentColor. */
export function BrandIcon({ icon, title, className }: BrandIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="currentColor"
      className={className}
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true, focusable: false })}
    >
      <path d={icon.path} />
    </svg>
  );
}
