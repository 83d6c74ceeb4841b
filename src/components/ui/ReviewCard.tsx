import { Quote, Star } from 'lucide-react';
import type { Review } from '../../content/schemas';
import styles from './ReviewCard.module.css';

export interface ReviewCardProps {
  review: Review;
}

const STARS = 5;

/** One customer review: five stars (named in text), the quoted text in « guillemets », the author. */
export function ReviewCard({ review }: ReviewCardProps) {
  return (
    <figure className={styles.card}>
      <Quote aria-hidden="true" className={styles.mark} />
      <span
        role="img"
        aria-label={`Note\u00a0: ${STARS}\u00a0étoiles sur\u00a0${STARS}`}
        className={styles.stars}
      >
        {Array.from({ length: STARS }, (_, i) => (
          <Star key={i} aria-hidden="true" />
        ))}
      </span>
      <blockquote className={styles.quote}>
        <p>«&nbsp;{review.review}&nbsp;»</p>
      </blockquote>
      <figcaption className={styles.author}>{review.name}</figcaption>
    </figure>
  );
}
