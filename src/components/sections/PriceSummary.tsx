import type { ReactNode } from 'react';
import type { RepairService } from '#schemas/index.ts';
import { FROM_LABEL, priceLines } from '#lib/price.ts';
import { anchorId } from '#schemas/slug.ts';
import { SectionHeading } from '../ui/SectionHeading';
import styles from './PriceSummary.module.css';

export interface PriceSummaryProps {
  /** Section title. */
  heading: string;
  /** One sentence under the title: what the prices are (TTC, starting prices). */
  intro: string;
  /** Services in display order; each row links to the card of the same title (see ServiceCard). */
  services: readonly Pick<RepairService, 'title' | 'price'>[];
  /** What comes before the list: the labour rates and the quote policy (LabourRates). */
  children?: ReactNode;
}

/**
 * Every service and its price in one compact list at the top of the page, so a phone answers
 * « combien ? » within a screen or two; each row jumps to the service's card and its description.
 * « À partir de » is said once in the intro for the eye, and on each price for screen readers.
 */
export function PriceSummary({ heading, intro, services, children }: PriceSummaryProps) {
  return (
    <section className={styles.section} aria-labelledby="tarifs">
      <SectionHeading id="tarifs">{heading}</SectionHeading>
      <p className={styles.intro}>{intro}</p>
      {children}
      <dl className={styles.list}>
        {services.map((service) => (
          <div key={service.title} className={styles.row}>
            <dt className={styles.name}>
              <a href={`#${anchorId(service.title)}`} className={styles.link}>
                {service.title}
              </a>
            </dt>
            <dd className={styles.prices}>
              {priceLines(service.price).map((line) =>
                line.quote ? (
                  <span key="devis" className={styles.quote}>
                    {line.text}
                  </span>
                ) : (
                  <span key={line.label ?? 'prix'}>
                    <span className="visually-hidden">{FROM_LABEL} </span>
                    <span className={styles.amount}>{line.text}</span>
                    {line.label && (
                      <>
                        {' '}
                        <span className={styles.label}>{line.label}</span>
                      </>
                    )}
                  </span>
                ),
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
