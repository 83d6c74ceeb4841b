import { useEffect, useId, useMemo, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import type { PictureData } from '../../content/images';
import { HERO_INTERVAL_MS, slideLabel, stepIndex } from '../../lib/carousel';
import { Picture } from '../ui/Picture';
import { useHydrated } from './hooks/useHydrated';
import { ROTATION_CONTROL, useRotation } from './hooks/useRotation';
import styles from './HeroCarousel.module.css';

export interface HeroCarouselProps {
  /** The slides' images, in order; the first is the page's largest image. */
  slides: PictureData[];
  /** The carousel's accessible name. */
  label: string;
}

/**
 * The hero's image carousel (W3C carousel pattern): advances every 3 s, previous/next buttons that
 * wrap, swipe (embla), a pause/play control first, held by hover and keyboard focus, still when
 * the visitor prefers reduced motion. Every slide is prerendered; only the first is loaded eagerly.
 */
export function HeroCarousel({ slides, label }: HeroCarouselProps) {
  const hydrated = useHydrated();
  const rotation = useRotation();
  const { rotating, reducedMotion } = rotation;
  // useId() may start with « _ »; an id should start with a letter.
  const trackId = `diapositives${useId()}`;
  const [index, setIndex] = useState(0);
  // The plugin only runs the timer: when to play is decided here, from the rotation state.
  const autoplay = useMemo(
    () =>
      Autoplay({
        delay: HERO_INTERVAL_MS,
        playOnInit: false,
        stopOnInteraction: true,
        stopOnFocusIn: false,
        stopOnMouseEnter: false,
      }),
    [],
  );
  const plugins = useMemo(() => [autoplay], [autoplay]);
  const [viewportRef, embla] = useEmblaCarousel({ loop: true }, plugins);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    if (rotating) autoplay.play(reducedMotion);
    else autoplay.stop();
    // A swipe stops the plugin's timer; start it afresh once the finger is lifted.
    const onPointerUp = () => {
      if (rotating) autoplay.play(reducedMotion);
    };
    embla.on('pointerUp', onPointerUp);
    return () => {
      embla.off('pointerUp', onPointerUp);
    };
  }, [embla, autoplay, rotating, reducedMotion]);

  const go = (step: 1 | -1) => {
    if (!embla) return;
    embla.scrollTo(stepIndex(embla.selectedScrollSnap(), step, slides.length), reducedMotion);
    autoplay.reset();
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carrousel"
      aria-label={label}
      {...rotation.focusProps}
      {...rotation.hoverProps}
    >
      <div className={styles.controls}>
        {hydrated && (
          <>
            <button
              type="button"
              className={styles.button}
              onClick={rotation.toggle}
              aria-label={
                rotation.playing ? 'Arrêter le défilement automatique' : 'Lancer le défilement automatique'
              }
              {...ROTATION_CONTROL}
            >
              {rotation.playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            </button>
            <p className={styles.counter} aria-hidden="true">
              {index + 1}&#8239;/&#8239;{slides.length}
            </p>
            <button
              type="button"
              className={styles.button}
              aria-controls={trackId}
              aria-label="Image précédente"
              onClick={() => go(-1)}
            >
              <ChevronLeft aria-hidden="true" />
            </button>
            <button
              type="button"
              className={styles.button}
              aria-controls={trackId}
              aria-label="Image suivante"
              onClick={() => go(1)}
            >
              <ChevronRight aria-hidden="true" />
            </button>
          </>
        )}
      </div>
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track} id={trackId} aria-live={rotation.live}>
          {slides.map((slide, i) => (
            <div
              key={i}
              className={styles.slide}
              role="group"
              aria-roledescription="diapositive"
              aria-label={slideLabel(i, slides.length)}
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
