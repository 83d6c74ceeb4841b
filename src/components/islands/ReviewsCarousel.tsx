import { useState } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import type { Review } from '../../content/schemas';
import {
  REVIEWS_INTERVAL_MS,
  REVIEWS_PER_WINDOW,
  stepWindow,
  windowCount,
  windowItems,
} from '../../lib/carousel';
import { SectionHeading } from '../ui/SectionHeading';
import { ReviewCard } from '../ui/ReviewCard';
import { useAutoAdvance } from './hooks/useAutoAdvance';
import { useHydrated } from './hooks/useHydrated';
import { ROTATION_CONTROL, useRotation } from './hooks/useRotation';
import styles from './ReviewsCarousel.module.css';

export interface ReviewsCarouselProps {
  reviews: Review[];
  /** Shown under the cards while the reviews are samples awaiting the owner's real ones. */
  sampleNotice?: string | undefined;
}

/**
 * AVIS CLIENTS: three reviews at a time; arrows move by three and wrap; rotates every 6 s unless
 * paused (control), hovered, focused, or the visitor prefers reduced motion. Every window is
 * prerendered in the same grid cell, so the section is as tall as its tallest window and never
 * changes height as it rotates; without JavaScript the first window shows.
 */
export function ReviewsCarousel({ reviews, sampleNotice }: ReviewsCarouselProps) {
  const hydrated = useHydrated();
  const rotation = useRotation();
  const [page, setPage] = useState(0);
  const count = reviews.length;
  const pages = Array.from({ length: windowCount(count, REVIEWS_PER_WINDOW) }, (_, p) =>
    windowItems(p, count, REVIEWS_PER_WINDOW),
  );

  const move = (step: 1 | -1) => {
    setPage((p) => stepWindow(p, step, count, REVIEWS_PER_WINDOW));
  };
  useAutoAdvance(rotation.rotating, REVIEWS_INTERVAL_MS, page, () => move(1));

  return (
    <section
      className={styles.section}
      aria-roledescription="carrousel"
      aria-labelledby="avis-clients"
      {...rotation.focusProps}
    >
      <div className={styles.inner}>
        <div className={styles.head}>
          <SectionHeading id="avis-clients" tone="dark">
            Avis clients
          </SectionHeading>
          <div className={styles.controls}>
            {hydrated && (
              <>
                <button
                  type="button"
                  className={styles.button}
                  onClick={rotation.toggle}
                  aria-label={
                    rotation.playing
                      ? 'Arrêter le défilement automatique'
                      : 'Lancer le défilement automatique'
                  }
                  {...ROTATION_CONTROL}
                >
                  {rotation.playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
                </button>
                <button
                  type="button"
                  className={styles.button}
                  aria-controls="avis-fenetres"
                  aria-label="Avis précédents"
                  onClick={() => move(-1)}
                >
                  <ChevronLeft aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={styles.button}
                  aria-controls="avis-fenetres"
                  aria-label="Avis suivants"
                  onClick={() => move(1)}
                >
                  <ChevronRight aria-hidden="true" />
                </button>
              </>
            )}
          </div>
        </div>
        <div id="avis-fenetres" className={styles.windows} aria-live={rotation.live} {...rotation.hoverProps}>
          {pages.map((items, p) => (
            <div
              key={items.join('-')}
              className={styles.window}
              role="group"
              aria-roledescription="diapositive"
              aria-label={`Avis ${items[0]! + 1} à ${items.at(-1)! + 1} sur ${count}`}
              aria-hidden={p === page ? undefined : true}
            >
              <ul role="list" className={styles.list}>
                {items.map((i) => (
                  <li key={i} className={styles.item}>
                    <ReviewCard review={reviews[i]!} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        {sampleNotice && <p className={styles.notice}>{sampleNotice}</p>}
      </div>
    </section>
  );
}
