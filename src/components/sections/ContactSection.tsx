import { CalendarCheck } from 'lucide-react';
import type { Garage, Hours, Social } from '../../content/schemas';
import { Button } from '../ui/Button';
import { ContactDetails } from '../ui/ContactDetails';
import { HoursTable } from '../ui/HoursTable';
import { OpeningStatus } from '../ui/OpeningStatus';
import { SectionHeading } from '../ui/SectionHeading';
import { SocialLinks } from '../ui/SocialLinks';
import styles from './ContactSection.module.css';

export interface ContactSectionProps {
  garage: Garage;
  hours: Hours;
  socials: readonly Social[];
  /** The sentence under the heading (home.yaml, contactIntro). */
  intro: string;
}

/** The home page's CONTACT section: how to reach, visit, book and follow the garage. */
export function ContactSection({ garage, hours, socials, intro }: ContactSectionProps) {
  return (
    // Named apart from the footer's « Contact » block: two landmarks may not share a name.
    <section className={styles.section} aria-label="Nous contacter">
      <div className={styles.inner}>
        <SectionHeading>Contact</SectionHeading>
        <div className={styles.card}>
          <div className={styles.col}>
            <p className={styles.intro}>{intro}</p>
            <ContactDetails garage={garage} withDirections />
            <Button href="/reservation" size="lg" className={styles.cta}>
              <CalendarCheck aria-hidden="true" />
              Réservez dès maintenant
            </Button>
            <h3 className={styles.follow}>Suivez-nous</h3>
            <SocialLinks socials={socials} garageName={garage.name} withNames />
          </div>
          <div className={styles.col}>
            <OpeningStatus />
            <HoursTable week={hours.week} />
          </div>
        </div>
      </div>
    </section>
  );
}
