import type { ReactNode } from 'react';
import { SectionHeading } from '../ui/SectionHeading';
import styles from './SectionBand.module.css';

export interface SectionBandProps {
  /** The h2, upper-cased by its style (NOS SERVICES, OFFRES DU MOMENT…). */
  heading: string;
  /** The heading's id, which names the section. */
  id: string;
  /** alt: pale steel background, to tell consecutive sections apart. */
  tone?: 'light' | 'alt';
  /** data-* attributes for a script of src/client (lib/dom-hooks.ts). */
  hooks?: Record<string, string> | undefined;
  children: ReactNode;
}

/** A full-width home section with its heading; its content is the children. */
export function SectionBand({ heading, id, tone = 'light', hooks, children }: SectionBandProps) {
  return (
    <section className={[styles.band, styles[tone]].join(' ')} aria-labelledby={id} {...hooks}>
      <div className={styles.inner}>
        <SectionHeading id={id}>{heading}</SectionHeading>
        {children}
      </div>
    </section>
  );
}
