import { Icon } from '../ui/Icon';
import styles from './BackToTop.module.css';
import { BACK_TO_TOP, hook } from '#lib/dom-hooks.ts';

/**
 * « Revenir en haut » button. A plain link to the top of the page; src/client/back-to-top.ts
 * shows it only past 200 px of scrolling and moves focus back to the top. It sits in its own
 * small navigation landmark: all content must belong to a landmark (axe, rule « region »).
 */
export function BackToTop() {
  return (
    <nav aria-label="Retour en haut de page" {...hook(BACK_TO_TOP)} hidden>
      <a href="#haut" className={styles.button} aria-label="Revenir en haut de la page">
        <Icon name="arrow-up" className={styles.icon} />
      </a>
    </nav>
  );
}
