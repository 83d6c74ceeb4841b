import { Icon } from '../ui/Icon';
import type { ReactNode } from 'react';
import { displayPhone, telHref } from '#lib/phone.ts';
import { Button } from '../ui/Button';
import styles from './VehicleSheet.module.css';

export interface VehicleSheetProps {
  /** « 13 490 € TTC ». */
  price: string;
  /** Every figure of the car, worded: [« Kilométrage », « 98 500 km »]… */
  figures: readonly (readonly [label: string, value: string | number])[];
  description: string;
  /** The garage's phone, as displayed in the data. */
  phone: string;
  bookingHref: string;
  /** Back to the list. */
  listHref: string;
  /** The photos (VehicleGallery). */
  children: ReactNode;
}

/** A car's page body: its photos, price and figures, the ways to act, and the garage's description. */
export function VehicleSheet({
  price,
  figures,
  description,
  phone,
  bookingHref,
  listHref,
  children,
}: VehicleSheetProps) {
  return (
    <div className={styles.sheet}>
      <section className={styles.photos} aria-label="Photos">
        {children}
      </section>
      <section className={styles.facts} aria-labelledby="prix-et-caracteristiques">
        <h2 id="prix-et-caracteristiques" className="visually-hidden">
          Prix et caractéristiques
        </h2>
        <p className={styles.price}>{price}</p>
        <dl className={styles.figures}>
          {figures.map(([label, value]) => (
            <div key={label} className={styles.figure}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.actions}>
          <Button href={bookingHref}>
            <Icon name="calendar-check" />
            Prendre rendez-vous pour l’essayer
          </Button>
          <Button href={telHref(phone)} variant="secondary" aria-label={`Appeler le garage au ${phone}`}>
            <Icon name="phone" />
            {displayPhone(phone)}
          </Button>
        </div>
      </section>
      <section className={styles.description} aria-labelledby="description">
        <h2 id="description" className={styles.heading}>
          Le mot du garage
        </h2>
        <p>{description}</p>
        <p>
          <a href={listHref}>Toutes nos voitures d’occasion</a>
        </p>
      </section>
    </div>
  );
}
