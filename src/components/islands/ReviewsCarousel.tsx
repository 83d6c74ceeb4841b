import { useLayoutEffect, useRef, useState } from 'react';
import type { Review } from '../../schemas';
import {
  REVIEWS_INTERVAL_MS,
  REVIEWS_PER_WINDOW,
  reservedHeight,
  stepWindow,
  windowItems,
  windowLabel,
} from '../../lib/carousel';
import { CarouselControls } from '../ui/CarouselControls';
import { ReviewCard } from '../ui/ReviewCard';
import { SectionHeading } from '../ui/SectionHeading';
import { useAutoAdvance } from './hooks/useAutoAdvance';
import { useHydrated } from './hooks/useHydrated';
import { useRotation } from './hooks/useRotation';
import styles from './ReviewsCarousel.module.css';

export interface ReviewsCarouselProps {
  reviews: Review[];
  /** Shown under the cards while the reviews are samples awaiting the owner's real ones. */
  sampleNotice?: string | undefined;
}

/**
 * AVIS CLIENTS: three reviews at a time; the window's start moves by three and wraps modulo the
 * number of reviews (after 13–15 of 17 come 16, 17 and 1); rotates every 6 s unless paused
 * (control), hovered, focused, or the visitor prefers reduced motion. Each review is rendered
 * once: the window's three in a list, the others laid out unseen beside it, so the island can
 * measure them and reserve the tallest window's height: the section never changes height as it
 * rotates. A move is announced by the window's name only (« Avis 4 à 6 sur 17 »); the reader
 * reads the reviews on if they wish. Without JavaScript the first window shows.
 */
export function ReviewsCarousel({ reviews, sampleNotice }: ReviewsCarouselProps) {
  const hydrated = useHydrated();
  const rotation = useRotation();
  const [start, setStart] = useState(0);
  const [direction, setDirection] = useState<1 | -1 | 0>(0);
  const windowsRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const cards = useRef(new Map<number, HTMLElement>());
  const count = reviews.length;
  const shown = windowItems(start, count, REVIEWS_PER_WINDOW);
  const label = windowLabel(start, count, REVIEWS_PER_WINDOW);

  const move = (step: 1 | -1) => {
    setDirection(step);
    setStart((s) => stepWindow(s, step, count, REVIEWS_PER_WINDOW));
  };
  useAutoAdvance(rotation.rotating, REVIEWS_INTERVAL_MS, start, () => move(1));

  // Reserve the tallest window's height, measured again only when the width changes (text wraps
  // differently). Measured before it is set, so every card has its own height.
  useLayoutEffect(() => {
    const windows = windowsRef.current;
    const list = listRef.current;
    if (!windows || !list) return;
    let width = -1;
    const reserve = () => {
      if (windows.clientWidth === width) return;
      width = windows.clientWidth;
      windows.style.minHeight = '';
      const style = getComputedStyle(list);
      const heights = reviews.map((_, i) => cards.current.get(i)?.getBoundingClientRect().height ?? 0);
      const columns = style.gridTemplateColumns.split(' ').length;
      const height = reservedHeight(heights, REVIEWS_PER_WINDOW, columns, parseFloat(style.rowGap) || 0);
      windows.style.minHeight = `${height}px`;
    };
    const observer = new ResizeObserver(reserve);
    observer.observe(windows);
    return () => observer.disconnect();
  }, [reviews]);

  const card = (i: number) => (
    <li
      key={i}
      className={styles.item}
      ref={(element) => {
        if (element) cards.current.set(i, element);
        else cards.current.delete(i);
      }}
    >
      <ReviewCard review={reviews[i]!} />
    </li>
  );

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
          <CarouselControls
            className={styles.controls}
            ready={hydrated}
            subject="des avis"
            playing={rotation.playing}
            onToggle={rotation.toggle}
            previousLabel="Avis précédents"
            nextLabel="Avis suivants"
            onPrevious={() => move(-1)}
            onNext={() => move(1)}
            controls="avis-fenetre"
          />
        </div>
        <div ref={windowsRef} className={styles.windows} {...rotation.hoverProps}>
          <div
            id="avis-fenetre"
            className={styles.window}
            role="group"
            aria-roledescription="diapositive"
            aria-label={label}
          >
            <ul
              ref={listRef}
              role="list"
              className={`${styles.list} ${direction === 1 ? styles.fromEnd : direction === -1 ? styles.fromStart : ''}`}
            >
              {shown.map(card)}
            </ul>
          </div>
          <ul className={styles.waiting} aria-hidden="true">
            {reviews.map((_, i) => (shown.includes(i) ? null : card(i)))}
          </ul>
        </div>
        {/* What a move announces, once the rotation is held: the window, not its 70 words. */}
        <p className="visually-hidden" aria-live={rotation.live}>
          {label}
        </p>
        {sampleNotice && <p className={styles.notice}>{sampleNotice}</p>}
      </div>
    </section>
  );
}
