import { Icon } from '../ui/Icon';
import type { PictureData } from '#data/images.ts';
import { Card } from '../ui/Card';
import { Picture } from '../ui/Picture';
import { SectionBand } from './SectionBand';
import styles from './ServicesOverview.module.css';

export interface ServicesOverviewProps {
  services: readonly { title: string; text: string; href: string; image: PictureData }[];
}

/** NOS SERVICES: one card per service, each wholly clickable through its single link. */
export function ServicesOverview({ services }: ServicesOverviewProps) {
  return (
    <SectionBand heading="Nos services" id="nos-services">
      <ul role="list" className={styles.grid}>
        {services.map((service) => (
          <Card as="li" flush linked key={service.href} className={styles.card}>
            <Picture image={service.image} className={styles.image} />
            <div className={styles.body}>
              <h3 className={styles.title}>{service.title}</h3>
              <p className={styles.text}>{service.text}</p>
              <a href={service.href} className={styles.link}>
                Découvrir<span className="visually-hidden">&nbsp;: {service.title}</span>
                <Icon name="arrow-right" className={styles.arrow} />
              </a>
            </div>
          </Card>
        ))}
      </ul>
    </SectionBand>
  );
}
