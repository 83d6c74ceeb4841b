import type { ReactNode } from 'react';
import styles from './PageHero.module.css';

export interface PageHeroProps {
  /** The page's h1. */
  heading: string;
  /** One or two sentences under it. */
  children?: ReactNode;
  /** Small line above the heading (e.g. « Nos services »). */
  eyebrow?: string;
}

/** The dark band at the top of inner pages, holding the page's main heading. */
export function PageHero({ heading, children, eyebrow }: PageHeroProps) {
  return (
    <div className={styles.hero}>
      <div className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 id="page-title" className={styles.heading}>
          {heading}
        </h1>
        {children && <div className={styles.text}>{children}</div>}
      </div>
    </div>
  );
}
