import type { ReactNode } from 'react';
import { Icon } from './Icon';
import { CAROUSEL_STEP, ROTATION_CONTROL, ROTATION_ICON, rotationLabel } from '../../lib/carousel';
import styles from './CarouselControls.module.css';

export interface CarouselControlsProps {
  /** False before the island runs: the row is reserved (nothing shifts) but holds no button. */
  ready: boolean;
  /** What the carousel shows, naming its pause/play button: « des images », « des avis ». */
  subject: string;
  /** Whether the pause/play button reads « pause ». */
  playing: boolean;
  /** The actions, for a React island; a server-rendered carousel's script finds the buttons instead. */
  onToggle?: () => void;
  /** The previous/next buttons' names: « Image précédente », « Avis suivants ». */
  previousLabel: string;
  nextLabel: string;
  onPrevious?: () => void;
  onNext?: () => void;
  /** The id of the element the arrows change. */
  controls: string;
  /** Shown between the pause/play button and the arrows (the hero's counter). */
  children?: ReactNode;
  className?: string | undefined;
}

/**
 * The controls of an auto-rotating carousel (W3C carousel pattern): pause/play first, then
 * previous and next. Round 44 px buttons drawn for dark backgrounds. Both the pause and the play
 * icon are in the markup, the one not shown hidden: a script can switch them without React.
 */
export function CarouselControls({
  ready,
  subject,
  playing,
  onToggle,
  previousLabel,
  nextLabel,
  onPrevious,
  onNext,
  controls,
  children,
  className,
}: CarouselControlsProps) {
  return (
    <div className={className ? `${styles.controls} ${className}` : styles.controls}>
      {ready && (
        <>
          <button
            type="button"
            className={styles.button}
            onClick={onToggle}
            aria-label={rotationLabel(playing, subject)}
            {...{ [ROTATION_CONTROL]: subject }}
          >
            <span className={styles.icon} hidden={!playing} {...{ [ROTATION_ICON]: 'pause' }}>
              <Icon name="pause" />
            </span>
            <span className={styles.icon} hidden={playing} {...{ [ROTATION_ICON]: 'play' }}>
              <Icon name="play" />
            </span>
          </button>
          {children}
          {(
            [
              [previousLabel, onPrevious, 'chevron-left', -1],
              [nextLabel, onNext, 'chevron-right', 1],
            ] as const
          ).map(([label, onClick, arrow, step]) => (
            <button
              key={label}
              type="button"
              className={styles.button}
              aria-controls={controls}
              aria-label={label}
              onClick={onClick}
              {...{ [CAROUSEL_STEP]: step }}
            >
              <Icon name={arrow} />
            </button>
          ))}
        </>
      )}
    </div>
  );
}
