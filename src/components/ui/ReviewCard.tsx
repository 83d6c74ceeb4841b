import type { Review } from '#schemas/index.ts';
import { STARS, iconHref } from './Icon';
import styles from './ReviewCard.module.css';

export interface ReviewCardProps {
  review: Review;
}

/** One customer review: five stars (named in text), the quoted text in « guillemets », the author. */
export function ReviewCard({ review }: ReviewCardProps) {
  return (
    <figure className={styles.card}>
      <div className={styles.top}>
        <svg
          role="img"
          aria-label={`Note\u00a0: ${STARS}\u00a0étoiles sur\u00a0${STARS}`}
          viewBox={`0 0 ${24 * STARS} 24`}
          className={styles.stars}
        >
          <use href={iconHref('etoiles')} />
        </svg>
      </div>
      <blockquote className={styles.quote}>
        <p>«&nbsp;{review.review}&nbsp;»</p>
      </blockquote>
      <figcaption className={styles.author}>{review.name}</figcaption>
    </figure>
  );
}
