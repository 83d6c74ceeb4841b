import { Icon } from '../ui/Icon';
import type { ReactNode } from 'react';
import { displayPhone, telHref } from '#lib/phone.ts';
import { Button } from '../ui/Button';
import styles from './BookingCta.module.css';

export interface BookingCtaProps {
  /** The band's h2. */
  heading: string;
  /** One sentence under it. */
  children: ReactNode;
  /** The garage's phone, as displayed in the data. */
  phone: string;
  /** The booking page. */
  bookingHref: string;
  /** id of the heading (unique on the page). */
  id?: string;
}

/** A closing band with the two ways to book: the online calendar and the phone. */
export function BookingCta({ heading, children, phone, bookingHref, id = 'rendez-vous' }: BookingCtaProps) {
  return (
    <section className={styles.band} aria-labelledby={id}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id={id} className={styles.title}>
            {heading}
          </h2>
          {children}
        </div>
        <div className={styles.actions}>
          <Button href={bookingHref} size="lg">
            <Icon name="calendar-check" />
            Prendre rendez-vous
          </Button>
          <Button href={telHref(phone)} variant="secondary" size="lg">
            <Icon name="phone" />
            {displayPhone(phone)}
          </Button>
        </div>
      </div>
    </section>
  );
}
