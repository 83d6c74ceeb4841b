import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { ROTATION_CONTROL } from '../../lib/carousel';
import styles from './CarouselControls.module.css';

export interface CarouselControlsProps {
  /** False before the island runs: the row is reserved (nothing shifts) but holds no button. */
  ready: boolean;
  /** What the carousel shows, naming its pause/play button: « des images », « des avis ». */
  subject: string;
  /** Whether the pause/play button reads « pause ». */
  playing: boolean;
  onToggle: () => void;
  /** The previous/next buttons' names: « Image précédente », « Avis suivants ». */
  previousLabel: string;
  nextLabel: string;
  onPrevious: () => void;
  onNext: () => void;
  /** The id of the element the arrows change. */
  controls: string;
  /** Shown between the pause/play button and the arrows (the hero's counter). */
  children?: ReactNode;
  className?: string | undefined;
}

/**
 * The controls of an auto-rotating carousel (W3C carousel pattern): pause/play first, then
 * previous and next. Round 44 px buttons drawn for dark backgrounds.
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
            aria-label={`${playing ? 'Arrêter' : 'Lancer'} le défilement ${subject}`}
            {...ROTATION_CONTROL}
          >
            {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          </button>
          {children}
          {(
            [
              [previousLabel, onPrevious, ChevronLeft],
              [nextLabel, onNext, ChevronRight],
            ] as const
          ).map(([label, onClick, Arrow]) => (
            <button
              key={label}
              type="button"
              className={styles.button}
              aria-controls={controls}
              aria-label={label}
              onClick={onClick}
            >
              <Arrow aria-hidden="true" />
            </button>
          ))}
        </>
      )}
    </div>
  );
}
