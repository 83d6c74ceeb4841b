import { CalendarCheck } from 'lucide-react';
import type { Garage, Hours } from '../../content/schemas';
import { Button } from '../ui/Button';
import { ContactDetails } from '../ui/ContactDetails';
import { HoursTable } from '../ui/HoursTable';
import { OpeningStatus } from '../ui/OpeningStatus';
import styles from './ContactCard.module.css';

export interface ContactCardProps {
  garage: Garage;
  hours: Hours;
}

/** The /contact card: address, phone, e-mail, opening hours with today's status, and booking. */
export function ContactCard({ garage, hours }: ContactCardProps) {
  return (
    <section className={styles.wrap} aria-labelledby="contact-card-title">
      <div className={styles.card}>
        <div className={styles.col}>
          <h2 id="contact-card-title" className={styles.title}>
            {garage.name}
          </h2>
          <ContactDetails garage={garage} withDirections />
          <Button href="/reservation" className={styles.cta}>
            <CalendarCheck aria-hidden="true" />
            Prendre rendez-vous
          </Button>
        </div>
        <div className={styles.col}>
          <OpeningStatus />
          <HoursTable week={hours.week} />
        </div>
      </div>
    </section>
  );
}
