import type { Social } from '#schemas/index.ts';
import { BrandIcon } from './BrandIcon';
import styles from './SocialLinks.module.css';

export interface SocialLinksProps {
  socials: readonly Social[];
  garageName: string;
  /** light: on white; dark: on anthracite. */
  tone?: 'light' | 'dark';
  /** Shows the network's name next to its mark. */
  withNames?: boolean;
  className?: string | undefined;
}

/** The garage's social profiles, each opening in a new tab; nothing when it has none. */
export function SocialLinks({
  socials,
  garageName,
  tone = 'light',
  withNames = false,
  className,
}: SocialLinksProps) {
  if (socials.length === 0) return null;
  return (
    <ul role="list" className={[styles.list, styles[tone], className].filter(Boolean).join(' ')}>
      {socials.map((social) => (
        <li key={social.network}>
          <a
            href={social.url}
            target="_blank"
            rel="noopener noreferrer"
            className={withNames ? styles.named : styles.link}
            aria-label={withNames ? undefined : `${social.name} de ${garageName} (nouvel onglet)`}
          >
            <BrandIcon mark={social.network} className={styles.icon} />
            {withNames && (
              <span>
                {social.name}
                <span className="visually-hidden"> (nouvel onglet)</span>
              </span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
