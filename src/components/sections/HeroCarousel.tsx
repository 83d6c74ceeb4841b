import { useId, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import type { PictureData } from '../../content/images';
import { HERO_INTERVAL_MS, slideLabel, stepIndex, swipeDirection } from '../../lib/carousel';
import { CarouselControls } from '../ui/CarouselControls';
import { Picture } from '../ui/Picture';
import { useAutoAdvance } from './hooks/useAutoAdvance';
import { useHydrated } from './hooks/useHydrated';
import { useRotation } from './hooks/useRotation';
import styles from './HeroCarousel.module.css';

export interface HeroCarouselProps {
  /** The slides' images, in order; the first is the page's largest image. */
  slides: PictureData[];
  /** The carousel's accessible name. */
  label: string;
}

/**
 * The hero's image carousel (W3C carousel pattern): advances every 3 s, previous/next buttons that
 * wrap, a horizontal swipe, a pause/play control first, held by hover and keyboard focus, still
 * when the visitor prefers reduced motion. Every slide is prerendered; only the first is loaded
 * eagerly. The track is moved by one CSS variable, `--index`, in percent of its own width: the
 * slide shown is always the one the counter and the accessibility tree name, whatever the window
 * does (no position is measured, none can go stale on a resize).
 */
export function HeroCarousel({ slides, label }: HeroCarouselProps) {
  const hydrated = useHydrated();
  const rotation = useRotation();
  // useId() may start with « _ »; an id should start with a letter.
  const trackId = `diapositives${useId()}`;
  const trackRef = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const [index, setIndex] = useState(0);
  const count = slides.length;

  // Through the CSSOM: the CSP forbids style attributes in the prerendered markup.
  useLayoutEffect(() => {
    trackRef.current?.style.setProperty('--index', String(index));
  }, [index]);

  const go = (step: number) => setIndex((i) => stepIndex(i, step, count));
  useAutoAdvance(rotation.rotating, HERO_INTERVAL_MS, index, () => go(1));

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const step = swipeDirection(event.clientX - start.x, event.clientY - start.y);
    if (step !== 0) go(step);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carrousel"
      aria-label={label}
      {...rotation.focusProps}
      {...rotation.hoverProps}
    >
      <CarouselControls
        className={styles.controls}
        ready={hydrated}
        subject="des images"
        playing={rotation.playing}
        onToggle={rotation.toggle}
        previousLabel="Image précédente"
        nextLabel="Image suivante"
        onPrevious={() => go(-1)}
        onNext={() => go(1)}
        controls={trackId}
      >
        <p className={styles.counter} aria-hidden="true">
          {index + 1}&#8239;/&#8239;{count}
        </p>
      </CarouselControls>
      <div
        className={styles.viewport}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <div className={styles.track} id={trackId} ref={trackRef} aria-live={rotation.live}>
          {slides.map((slide, i) => (
            <div
              key={i}
              className={styles.slide}
              role="group"
              aria-roledescription="diapositive"
              aria-label={slideLabel(i, count)}
              aria-hidden={i === index ? undefined : true}
            >
              <Picture image={slide} priority={i === 0} className={styles.image} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
