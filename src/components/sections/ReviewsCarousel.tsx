import type { Review } from '#schemas/index.ts';
import {
  REVIEW_INDEX,
  REVIEWS_CAROUSEL,
  REVIEWS_PER_WINDOW,
  REVIEWS_SHOWN,
  REVIEWS_WAITING,
  REVIEWS_WINDOW,
  windowItems,
  windowLabel,
} from '#lib/carousel.ts';
import { CarouselControls } from '../ui/CarouselControls';
import { ReviewCard } from '../ui/ReviewCard';
import { SectionHeading } from '../ui/SectionHeading';
import styles from './ReviewsCarousel.module.css';

export interface ReviewsCarouselProps {
  reviews: Review[];
  /** Shown under the cards while the reviews are samples awaiting the owner's real ones. */
  sampleNotice?: string | undefined;
  /** The line under the cards on how the reviews are gathered, checked, ordered, rewarded (D111-17). */
  policyNotice: string;
  /** The legal pages' section on reviews, which « En savoir plus » opens. */
  policyHref: string;
}

/**
 * AVIS CLIENTS, rendered at build time: the first window of three reviews in a list named « Avis 1
 * à 3 sur 17 », every other review laid out unseen beside it, the controls in place.
 * src/client/reviews-carousel.ts makes it move (every 6 s, by three, wrapping; held by the pause
 * control, hover, focus, reduced motion) and reserves the tallest window's height, so the section
 * never changes height as it rotates. A move, once the rotation is held, is announced by the
 * window's name only (« Avis 4 à 6 sur 17 »). Without JavaScript the first window shows.
 */
export function ReviewsCarousel({ reviews, sampleNotice, policyNotice, policyHref }: ReviewsCarouselProps) {
  const count = reviews.length;
  const shown = windowItems(0, count, REVIEWS_PER_WINDOW);
  const label = windowLabel(0, count, REVIEWS_PER_WINDOW);
  const card = (i: number) => (
    <li key={i} className={styles.item} {...{ [REVIEW_INDEX]: i }}>
      <ReviewCard review={reviews[i]!} />
    </li>
  );

  return (
    <section
      className={styles.section}
      aria-roledescription="carrousel"
      aria-labelledby="avis-clients"
      {...{ [REVIEWS_CAROUSEL]: '' }}
    >
      <div className={styles.inner}>
        <div className={styles.head}>
          <SectionHeading id="avis-clients" tone="dark">
            Avis clients
          </SectionHeading>
          <CarouselControls
            className={styles.controls}
            subject="des avis"
            previousLabel="Avis précédents"
            nextLabel="Avis suivants"
            controls="avis-fenetre"
          />
        </div>
        <div className={styles.windows} {...{ [REVIEWS_WINDOW]: '' }}>
          <div
            id="avis-fenetre"
            className={styles.window}
            role="group"
            aria-roledescription="diapositive"
            aria-label={label}
          >
            <ul role="list" className={styles.list} {...{ [REVIEWS_SHOWN]: '' }}>
              {shown.map(card)}
            </ul>
          </div>
          <ul className={styles.waiting} aria-hidden="true" {...{ [REVIEWS_WAITING]: '' }}>
            {reviews.map((_, i) => (shown.includes(i) ? null : card(i)))}
          </ul>
        </div>
        {/* What a move announces, once the rotation is held: the window, not its 70 words. */}
        <p className="visually-hidden" aria-live="off">
          {label}
        </p>
        <p className={styles.notice}>
          {policyNotice}{' '}
          <a href={policyHref} className={styles.more}>
            En savoir plus<span className="visually-hidden"> sur nos avis</span>
          </a>
        </p>
        {sampleNotice && <p className={styles.notice}>{sampleNotice}</p>}
      </div>
    </section>
  );
}
