import type { Review } from '../../schemas';
import styles from './ReviewCard.module.css';

export interface ReviewCardProps {
  review: Review;
}

const STARS = 5;
/** A five-pointed star centred at (x, 12) in a 24-unit cell: ten points, outer and inner. */
const star = (x: number) =>
  `M${Array.from({ length: 10 }, (_, k) => {
    const angle = -Math.PI / 2 + (k * Math.PI) / 5;
    const radius = k % 2 === 0 ? 11 : 4.6;
    return `${(x + radius * Math.cos(angle)).toFixed(1)} ${(12.5 + radius * Math.sin(angle)).toFixed(1)}`;
  }).join('L')}Z`;
/** Five stars side by side in one small path (18 cards share the page: no icon per star). */
const STARS_PATH = Array.from({ length: STARS }, (_, i) => star(12 + 24 * i)).join('');

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
          <path d={STARS_PATH} />
        </svg>
      </div>
      <blockquote className={styles.quote}>
        <p>«&nbsp;{review.review}&nbsp;»</p>
      </blockquote>
      <figcaption className={styles.author}>{review.name}</figcaption>
    </figure>
  );
}
