import { Icon } from '../ui/Icon';
import { BOOKING_FRAME, hook } from '#lib/dom-hooks.ts';
import { displayPhone, telHref } from '#lib/phone.ts';
import styles from './BookingFrame.module.css';

export interface BookingFrameProps {
  /** The external appointment page. */
  url: string;
  phone: string;
  garageName: string;
}

/**
 * The embedded booking calendar, full width. Its height (1350 px up to 1024 px wide, 1020 px
 * above) is a CSS media query, so it follows window resizes with no script. The frame gets its
 * address once the page has painted (src/client/booking-frame.ts), so the third party's connection
 * never delays the page's own first paint; without JavaScript a <noscript> copy loads at once. A
 * plain link and the phone number stay available in case the frame cannot load.
 */
export function BookingFrame({ url, phone, garageName }: BookingFrameProps) {
  const title = `Calendrier de réservation en ligne de ${garageName}`;
  return (
    <section className={styles.booking} aria-labelledby="booking-title">
      <div className={styles.intro}>
        <h2 id="booking-title" className={styles.title}>
          <Icon name="calendar-days" className={styles.icon} />
          Choisissez votre créneau
        </h2>
        <p className={styles.alt}>
          Le calendrier ne s’affiche pas&#8239;?{' '}
          <a href={url} target="_blank" rel="noopener noreferrer">
            Ouvrir le calendrier de réservation&nbsp;
            <Icon name="external-link" className={styles.ext} />
            <span className="visually-hidden"> (nouvel onglet)</span>
          </a>{' '}
          ou appelez-nous au{' '}
          <a href={telHref(phone)} className={styles.phone}>
            <Icon name="phone" className={styles.ext} />
            {displayPhone(phone)}
          </a>
          .
        </p>
      </div>
      <iframe className={`${styles.frame} ${styles.deferred}`} title={title} {...hook(BOOKING_FRAME, url)} />
      <noscript>
        <iframe className={styles.frame} src={url} title={title} loading="lazy" />
      </noscript>
    </section>
  );
}
