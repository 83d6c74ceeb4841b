import { Icon } from '../ui/Icon';
import { Button } from '../ui/Button';
import { PATHS } from '#lib/pages.ts';
import styles from './Placeholder.module.css';

/** Body of a page still in progress: the notice and a way back to the home page. */
export function Placeholder() {
  return (
    <section className={styles.placeholder} aria-label="Page en préparation">
      <Icon name="construction" className={styles.icon} />
      <p className={styles.message}>En cours de développement&#8239;!</p>
      <Button href={PATHS.home} variant="secondary">
        Retour à la page principale
      </Button>
    </section>
  );
}
