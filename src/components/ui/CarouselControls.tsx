import type { ReactNode } from 'react';
import { Icon } from './Icon';
import { CAROUSEL_STEP, ROTATION_CONTROL, ROTATION_ICON, rotationLabel } from '#lib/carousel.ts';
import styles from './CarouselControls.module.css';

export interface CarouselControlsProps {
  /** What the carousel shows, naming its pause/play button: « des images », « des avis ». */
  subject: string;
  /** The previous/next buttons' names: « Image précédente », « Avis suivants ». */
  previousLabel: string;
  nextLabel: string;
  /** The id of the element the arrows change. */
  controls: string;
  /** Shown between the pause/play button and the arrows (the hero's counter). */
  children?: ReactNode;
  className?: string | undefined;
}

/**
 * The controls of an auto-rotating carousel (W3C carousel pattern): pause/play first, then
 * previous and next. Round 44 px buttons drawn for dark backgrounds. Rendered at build time as
 * playing; src/client/rotation.ts finds them by their data-* attributes, names the pause/play
 * button for what it does and shows the one of its two icons that says it.
 */
export function CarouselControls({
  subject,
  previousLabel,
  nextLabel,
  controls,
  children,
  className,
}: CarouselControlsProps) {
  return (
    <div className={className ? `${styles.controls} ${className}` : styles.controls}>
      <button
        type="button"
        className={styles.button}
        aria-label={rotationLabel(true, subject)}
        {...{ [ROTATION_CONTROL]: subject }}
      >
        <span className={styles.icon} {...{ [ROTATION_ICON]: 'pause' }}>
          <Icon name="pause" />
        </span>
        <span className={styles.icon} hidden {...{ [ROTATION_ICON]: 'play' }}>
          <Icon name="play" />
        </span>
      </button>
      {children}
      {(
        [
          [previousLabel, 'chevron-left', -1],
          [nextLabel, 'chevron-right', 1],
        ] as const
      ).map(([label, arrow, step]) => (
        <button
          key={label}
          type="button"
          className={styles.button}
          aria-controls={controls}
          aria-label={label}
          {...{ [CAROUSEL_STEP]: step }}
        >
          <Icon name={arrow} />
        </button>
      ))}
    </div>
  );
}
