import { Icon } from '../ui/Icon';
import type { Cleaning } from '#schemas/index.ts';
import { fixedPriceLine, lineText } from '#lib/price.ts';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { Includes } from '../ui/Includes';
import { Price } from '../ui/Price';
import { SectionHeading } from '../ui/SectionHeading';
import styles from './CleaningPackages.module.css';

export interface CleaningPackagesProps {
  /** Section title (« Forfait intérieur »). */
  heading: string;
  packages: Cleaning['packages'];
  /** The gift offered with every service, as a sentence. */
  gift: string;
  /** Surcharge in euros TTC when the car is too dirty. */
  dirtySurcharge: number;
  /** The booking page. */
  bookingHref: string;
}

/**
 * The interior cleaning packages: one price per vehicle category (a description list: category,
 * then price TTC), the gift banner, the surcharge note and a booking button.
 */
export function CleaningPackages({
  heading,
  packages,
  gift,
  dirtySurcharge,
  bookingHref,
}: CleaningPackagesProps) {
  return (
    <section className={styles.section} aria-labelledby="forfait-interieur">
      <SectionHeading id="forfait-interieur">{heading}</SectionHeading>
      <dl className={styles.packages}>
        {packages.map((item) => (
          <Card key={item.type} accent className={styles.package}>
            <dt className={styles.type}>{item.type}</dt>
            <dd className={styles.price}>
              <Price line={fixedPriceLine(item.price)} size="lg" />
            </dd>
            {item.includes?.length ? (
              <dd className={styles.includes}>
                <Includes items={item.includes} subject={`${heading} ${item.type}`} />
              </dd>
            ) : null}
          </Card>
        ))}
      </dl>
      <p className={styles.gift}>
        <Icon name="gift" className={styles.icon} />
        {gift}
      </p>
      <p className={styles.surcharge}>
        <Icon name="info" className={styles.icon} />
        Un supplément de {lineText(fixedPriceLine(dirtySurcharge))} est appliqué si le véhicule est
        particulièrement sale.
      </p>
      <Button href={bookingHref} className={styles.cta}>
        <Icon name="calendar-check" />
        Réserver un nettoyage
      </Button>
    </section>
  );
}
