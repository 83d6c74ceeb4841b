import { ArrowUp } from 'lucide-react';
import styles from './BackToTop.module.css';

/**
 * « Revenir en haut » button. A plain link to the top of the page; src/scripts/back-to-top.ts
 * shows it only past 200 px of scrolling and moves focus back to the top.
 */
export function BackToTop() {
  return (
    <a
      href="#haut"
      className={styles.button}
      data-back-to-top=""
      aria-label="Revenir en haut de la page"
      hidden
    >
      <ArrowUp aria-hidden="true" className={styles.icon} />
    </a>
  );
}
