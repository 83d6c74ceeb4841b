import type { Review } from '#schemas/index.ts';
import { formatFullDateFr, formatMonthFr } from '#lib/reviews.ts';
import { STARS, iconHref } from './Icon';
import styles from './ReviewCard.module.css';

export interface ReviewCardProps {
  review: Review;
}

/**
 * One customer review: five stars (named in text), the quoted text in « guillemets », the author,
 * and under the name the date of the review and the month of the experience it describes (Code de
 * la consommation, art. D111-17): in the caption, so they are part of the review's accessible name.
 */
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
      <figcaption className={styles.caption}>
        <span className={styles.author}>{review.name}</span>
        {(review.date || review.experience) && (
          <span className={styles.dates}>
            {review.date && (
              <>
                {' '}
                Avis du <time dateTime={review.date}>{formatFullDateFr(review.date)}</time>
              </>
            )}
            {review.date && review.experience && ','}
            {review.experience && (
              <>
                {' '}
                {review.date ? 'prestation' : 'Prestation'} de{' '}
                <time dateTime={review.experience}>{formatMonthFr(review.experience)}</time>
              </>
            )}
          </span>
        )}
      </figcaption>
    </figure>
  );
}
