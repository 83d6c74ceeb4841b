import type { ReactNode } from 'react';
import { Icon } from '../ui/Icon';
import { Button } from '../ui/Button';
import { PATHS } from '#lib/pages.ts';
import styles from './Hero.module.css';

export interface HeroProps {
  /** The page's h1, visually hidden: the headline below is what the eye reads. */
  heading: string;
  /** The big line. */
  headline: string;
  tagline: string;
  /** Short facts under the button, e.g. « Depuis 1981 ». */
  facts: readonly { value: string; label: string }[];
  /** The image carousel (HeroCarousel, moved by the home page's script). */
  children: ReactNode;
}

/** The home page's top band: headline, tagline, Réservez, a few facts, and the image carousel. */
export function Hero({ heading, headline, tagline, facts, children }: HeroProps) {
  return (
    <div className={styles.hero}>
      <h1 className="visually-hidden">{heading}</h1>
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.headline}>{headline}</p>
          <p className={styles.tagline}>{tagline}</p>
          <Button href={PATHS.booking} size="lg" className={styles.cta}>
            <Icon name="calendar-check" />
            Réservez
          </Button>
          <ul role="list" className={styles.facts}>
            {facts.map((fact) => (
              <li key={fact.label}>
                <span className={styles.value}>{fact.value}</span> {fact.label}
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.media}>{children}</div>
      </div>
    </div>
  );
}
