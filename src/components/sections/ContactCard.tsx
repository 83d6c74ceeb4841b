import type { Garage, Hours } from '#schemas/index.ts';
import { ContactBlock } from '../ui/ContactBlock';
import styles from './ContactCard.module.css';

export interface ContactCardProps {
  garage: Garage;
  hours: Hours;
}

/** The /contact card: address, phone, e-mail, opening hours with today's status, and booking. */
export function ContactCard({ garage, hours }: ContactCardProps) {
  return (
    <section className={styles.wrap} aria-labelledby="contact-card-title">
      <ContactBlock
        garage={garage}
        hours={hours}
        className={styles.card}
        cta={{ label: 'Prendre rendez-vous' }}
        lead={
          <h2 id="contact-card-title" className={styles.title}>
            {garage.name}
          </h2>
        }
      />
    </section>
  );
}
