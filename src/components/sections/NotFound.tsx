import { Home, Phone, Sparkles, Wrench } from 'lucide-react';
import { displayPhone, telHref } from '../../lib/phone';
import styles from './NotFound.module.css';

/** The 404 page's way out: home, services, contact. */
export function NotFound({ phone }: { phone: string }) {
  const links = [
    { href: '/', label: 'Accueil', text: 'Retour à la page d’accueil', Icon: Home },
    {
      href: '/services/reparation-maintenance',
      label: 'Réparation et maintenance',
      text: 'Nos prestations et tarifs',
      Icon: Wrench,
    },
    {
      href: '/services/nettoyage',
      label: 'Nettoyage professionnel',
      text: 'Nos forfaits de nettoyage',
      Icon: Sparkles,
    },
    { href: '/contact', label: 'Contact', text: 'Adresse, téléphone et horaires', Icon: Phone },
  ];
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
