import type { PictureData } from '#data/images.ts';
import { Card } from './Card';
import { Picture } from './Picture';
import styles from './VehicleCard.module.css';

/** What a card shows of a car, figures already worded in French. */
export interface VehicleCardData {
  /** The car's page. */
  href: string;
  make: string;
  model: string;
  version: string;
  year: number;
  /** « 98 500 km ». */
  mileage: string;
  /** « Diesel ». */
  fuel: string;
  /** « Boîte manuelle ». */
  gearbox: string;
  /** « 13 490 € TTC ». */
  price: string;
  /** The first photo. */
  photo: PictureData;
}

/** A car of the used-car list: its first photo, name, figures and price; the name links to its page. */
export function VehicleCard({ car, id }: { car: VehicleCardData; id: string }) {
  return (
    <Card as="article" flush linked labelledBy={id} className={styles.card}>
      <Picture image={car.photo} className={styles.photo} />
      <div className={styles.body}>
        <h3 id={id} className={styles.title}>
          <a href={car.href} className={styles.link}>
            {car.make} {car.model} <span className={styles.version}>{car.version}</span>
          </a>
        </h3>
        <ul role="list" className={styles.facts} aria-label="Caractéristiques">
          <li>{car.year}</li>
          <li>{car.mileage}</li>
          <li>{car.fuel}</li>
          <li>{car.gearbox}</li>
        </ul>
        <p className={styles.price}>{car.price}</p>
      </div>
    </Card>
  );
}
