import { useId } from 'react';
import type { PictureData } from '#data/images.ts';
import { CAROUSEL_COUNTER, HERO_CAROUSEL, slideLabel } from '#lib/carousel.ts';
import { CarouselControls } from '../ui/CarouselControls';
import { Picture } from '../ui/Picture';
import styles from './HeroCarousel.module.css';

export interface HeroCarouselProps {
  /** The slides' images, in order; the first is the page's largest image. */
  slides: PictureData[];
  /** The carousel's accessible name. */
  label: string;
}

/**
 * The hero's image carousel (W3C carousel pattern; a single image when the garage gives one), rendered at build time only: the first slide
 * shown, every control in place. `src/client/hero-carousel.ts` (the home page's script) makes it
 * move: every 3 s, previous/next buttons that wrap, a horizontal swipe, a pause/play control
 * first, held by hover, keyboard focus and a hidden tab, still when the visitor prefers reduced
 * motion. No framework in the browser (docs/decisions/0022-one-way-to-move.md).
 * Only the first slide's image is loaded eagerly. The track is moved by one CSS variable, `--index`,
 * in percent of its own width: the slide shown is always the one the counter and the accessibility
 * tree name, whatever the window does (no position is measured, none can go stale on a resize).
 */
export function HeroCarousel({ slides, label }: HeroCarouselProps) {
  // useId() may start with « _ »; an id should start with a letter.
  const trackId = `diapositives${useId()}`;
  const count = slides.length;
  // One image is no carousel: the image alone, in the same frame, nothing to move or to pause.
  if (count === 1)
    return (
      <div className={styles.carousel}>
        <div className={styles.viewport}>
          <Picture image={slides[0]!} priority className={styles.image} />
        </div>
      </div>
    );
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carrousel"
      aria-label={label}
      {...{ [HERO_CAROUSEL]: '' }}
    >
      <CarouselControls
        className={styles.controls}
        subject="des images"
        previousLabel="Image précédente"
        nextLabel="Image suivante"
        controls={trackId}
      >
        <p className={styles.counter} aria-hidden="true" {...{ [CAROUSEL_COUNTER]: '' }}>
          1&#8239;/&#8239;{count}
        </p>
      </CarouselControls>
      <div className={styles.viewport}>
        <div className={styles.track} id={trackId} aria-live="off">
          {slides.map((slide, i) => (
            <div
              key={i}
              className={styles.slide}
              role="group"
              aria-roledescription="diapositive"
              aria-label={slideLabel(i, count)}
              aria-hidden={i === 0 ? undefined : true}
            >
              <Picture image={slide} priority={i === 0} className={styles.image} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
