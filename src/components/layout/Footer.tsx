import type { Garage, Hours, Social } from '#schemas/index.ts';
import { ContactDetails, fullAddress } from '../ui/ContactDetails';
import { HoursTable } from '../ui/HoursTable';
import { Logo } from '../ui/Logo';
import { OpeningStatus } from '../ui/OpeningStatus';
import { PaymentMethods } from '../ui/PaymentMethods';
import { SocialLinks } from '../ui/SocialLinks';
import { MapConsent } from './MapConsent';
import { PATHS } from '#lib/pages.ts';
import { placeName } from '#lib/words.ts';
import styles from './Footer.module.css';

export interface FooterProps {
  garage: Garage;
  hours: Hours;
  socials: readonly Social[];
  /** The useful links (src/lib/pages.ts, footerLinks). */
  links: readonly { name: string; href: string }[];
  logoSrc: string;
  /** Year of the legal line. */
  year: number;
}

/** The footer on every page: contact, hours, map, about, socials, useful links, payments, legal line. */
export function Footer({ garage, hours, socials, links: usefulLinks, logoSrc, year }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section aria-labelledby="footer-about" className={styles.about}>
          <h2 id="footer-about" className="visually-hidden">
            À propos du garage
          </h2>
          <Logo src={logoSrc} name={garage.name} tone="dark" tagline={placeName(garage.contact)} />
          <p className={styles.aboutText}>{garage.about}</p>
          <SocialLinks socials={socials} garageName={garage.name} tone="dark" />
        </section>
        <section aria-labelledby="footer-contact" className={styles.contact}>
          <h2 id="footer-contact" className={styles.title}>
            Contact
          </h2>
          <ContactDetails garage={garage} tone="dark" />
        </section>
        <section aria-labelledby="footer-hours" className={styles.hours}>
          <h2 id="footer-hours" className={styles.title}>
            Horaires
          </h2>
          <OpeningStatus tone="dark" />
          <HoursTable
            week={hours.week}
            tone="dark"
            caption="Horaires d’ouverture de la semaine"
            hideCaption
          />
        </section>
        <section aria-labelledby="footer-map" className={styles.mapCol}>
          <h2 id="footer-map" className={styles.title}>
            Nous trouver
          </h2>
          <MapConsent
            latitude={garage.map.latitude}
            longitude={garage.map.longitude}
            address={fullAddress(garage)}
            garageName={garage.name}
          />
        </section>
        <nav aria-labelledby="footer-links" className={styles.links}>
          <h2 id="footer-links" className={styles.title}>
            Liens utiles
          </h2>
          <ul role="list">
            {usefulLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.name}</a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-payments" className={styles.payments}>
          <h2 id="footer-payments" className={styles.title}>
            Moyens de paiement
          </h2>
          <PaymentMethods methods={garage.payments} />
        </section>
      </div>
      <div className={styles.legal}>
        {/* A separator ends its line (no-break space before it), never starts the next. */}
        <p>
          © {year} {garage.name}&nbsp;· {garage.legal.companyName}, {garage.legal.legalForm}&nbsp;·{' '}
          <span className={styles.nowrap}>
            RCS {garage.legal.rcsCity} {garage.legal.siren}
          </span>
          &nbsp;·{' '}
          {/* The links are inline blocks (44 px targets): a line may break on either side of one,
              no-break space or not, so the link and its separator are held together. */}
          <span className={styles.nowrap}>
            <a href={PATHS.legalNotice}>Mentions légales</a>&nbsp;·
          </span>{' '}
          <a href={PATHS.privacy}>Confidentialité</a>
        </p>
      </div>
    </footer>
  );
}
