import type { Garage, Hours, Social } from '#schemas/index.ts';
import { ContactBlock } from '../ui/ContactBlock';
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
        <ContactBlock
          garage={garage}
          hours={hours}
          cta={{ label: 'Réservez dès maintenant', size: 'lg' }}
          lead={<p className={styles.intro}>{intro}</p>}
        >
          {socials.length > 0 && (
            <>
              <h3 className={styles.follow}>Suivez-nous</h3>
              <SocialLinks socials={socials} garageName={garage.name} withNames />
            </>
          )}
        </ContactBlock>
      </div>
    </section>
  );
}
