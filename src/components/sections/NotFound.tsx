import { Home, Phone, Sparkles, Wrench } from 'lucide-react';
import type { NotFoundIcon, notFoundLinks } from '../../lib/pages';
import { displayPhone, telHref } from '../../lib/phone';
import styles from './NotFound.module.css';

const ICONS: Record<NotFoundIcon, typeof Home> = {
  home: Home,
  wrench: Wrench,
  sparkles: Sparkles,
  phone: Phone,
};

/** The 404 page's way out: the pages the registry gives a card (home, services, contact). */
export function NotFound({ phone, links: ways }: { phone: string; links: ReturnType<typeof notFoundLinks> }) {
  const links = ways.map((link) => ({ ...link, Icon: ICONS[link.icon] }));
  return (
    <section className={styles.wrap} aria-labelledby="not-found-links">
      <h2 id="not-found-links" className={styles.title}>
        Où voulez-vous aller&#8239;?
      </h2>
      <ul role="list" className={styles.grid}>
        {links.map(({ href, label, text, Icon }) => (
          <li key={href}>
            <a href={href} className={styles.card}>
              <Icon aria-hidden="true" className={styles.icon} />
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
