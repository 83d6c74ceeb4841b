import { Icon } from '../ui/Icon';
import { Button } from '../ui/Button';
import { PATHS } from '#lib/pages.ts';
import styles from './Placeholder.module.css';

export interface PlaceholderProps {
  /** The notice, as the page's data writes it (the spec's « En cours de développement ! » by default). */
  message?: string;
}

/** Body of a page still in progress: the notice and a way back to the home page. */
export function Placeholder({ message = 'En cours de développement\u202f!' }: PlaceholderProps) {
  return (
    <section className={styles.placeholder} aria-label="Page en préparation">
      <Icon name="construction" className={styles.icon} />
      <p className={styles.message}>{message}</p>
      <Button href={PATHS.home} variant="secondary">
        Retour à la page principale
      </Button>
    </section>
  );
}
