import type { PictureData } from '#data/images.ts';
import type { RepairService } from '#schemas/index.ts';
import { priceLines } from '#lib/price.ts';
import { anchorId } from '#schemas/slug.ts';
import { Button } from './Button';
import { Card } from './Card';
import { Includes } from './Includes';
import { Picture } from './Picture';
import { Price } from './Price';
import styles from './ServiceCard.module.css';

/** A repair service with its image resolved by the image pipeline. */
export type ServiceCardData = Omit<RepairService, 'image'> & { image: PictureData };

export interface ServiceCardProps {
  service: ServiceCardData;
  /** Where « Je prends RDV » goes. */
  bookingHref: string;
}

/**
 * A repair service: illustration and title, its price lines (a description list: the label of
 * each price, or a hidden « Prix », then the price), an optional note, what it covers, and a
 * booking link whose accessible name says which service it is for.
 */
export function ServiceCard({ service, bookingHref }: ServiceCardProps) {
  const id = anchorId(service.title);
  // Never another card's id: those all begin with « prestation- ».
  const titleId = `titre-${id}`;
  return (
    <Card as="article" id={id} labelledBy={titleId} className={styles.card}>
      <div className={styles.head}>
        <h3 id={titleId} className={styles.title}>
          {service.title}
        </h3>
        <Picture image={service.image} className={styles.media} />
      </div>
      <dl className={styles.prices}>
        {priceLines(service.price).map((line) => (
          <div key={line.label ?? 'prix'} className={styles.line}>
            <dt className={line.label ? styles.label : 'visually-hidden'}>{line.label ?? 'Prix'}</dt>
            <dd className={styles.value}>
              <Price line={line} />
            </dd>
          </div>
        ))}
      </dl>
      {service.includes?.length ? <Includes items={service.includes} subject={service.title} /> : null}
      {service.note && <p className={styles.note}>{service.note}</p>}
      <p className={styles.description}>{service.description}</p>
      <Button href={bookingHref} className={styles.cta}>
        Je prends RDV<span className="visually-hidden"> pour {service.title}</span>
      </Button>
    </Card>
  );
}
