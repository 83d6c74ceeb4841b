import { ServiceCard, type ServiceCardData } from '../ui/ServiceCard';
import { SectionHeading } from '../ui/SectionHeading';
import styles from './PriceGrid.module.css';

export interface PriceGridProps {
  /** Section title. */
  heading: string;
  /** Services in display order, images resolved. */
  services: ServiceCardData[];
  /** Where each card's booking link goes. */
  bookingHref: string;
}

/** The repair and maintenance services with their prices: one column on phones, two from tablets. */
export function PriceGrid({ heading, services, bookingHref }: PriceGridProps) {
  return (
    <section className={styles.section} aria-labelledby="prestations">
      <SectionHeading id="prestations">{heading}</SectionHeading>
      <ul role="list" className={styles.grid}>
        {services.map((service) => (
          <li key={service.title}>
            <ServiceCard service={service} bookingHref={bookingHref} />
          </li>
        ))}
      </ul>
    </section>
  );
}
