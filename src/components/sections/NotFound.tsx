import type { notFoundLinks } from '#lib/pages.ts';
import { displayPhone, telHref } from '#lib/phone.ts';
import { Icon } from '../ui/Icon';
import styles from './NotFound.module.css';

/** The 404 page's way out: the pages the registry gives a card (home, services, contact). */
export function NotFound({ phone, links: ways }: { phone: string; links: ReturnType<typeof notFoundLinks> }) {
  return (
    <section className={styles.wrap} aria-labelledby="not-found-links">
      <h2 id="not-found-links" className={styles.title}>
        Où voulez-vous aller&#8239;?
      </h2>
      <ul role="list" className={styles.grid}>
        {ways.map(({ href, label, text, icon }) => (
          <li key={href}>
            <a href={href} className={styles.card}>
              <Icon name={icon} className={styles.icon} />
              <span className={styles.label}>{label}</span>
              <span className={styles.text}>{text}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className={styles.call}>
        Ou appelez-nous au <a href={telHref(phone)}>{displayPhone(phone)}</a>.
      </p>
    </section>
  );
}
