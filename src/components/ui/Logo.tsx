import styles from './Logo.module.css';

export interface LogoProps {
  /** URL of the emitted logo mark. */
  src: string;
  name: string;
  tagline?: string | undefined;
  tone?: 'light' | 'dark';
}

/** The garage's mark and name; the home link in the header. */
export function Logo({ src, name, tagline, tone = 'light' }: LogoProps) {
  return (
    <span className={[styles.logo, styles[tone]].join(' ')}>
      <img src={src} alt="" width={44} height={44} className={styles.mark} />
      <span className={styles.text}>
        <span className={styles.name}>{name}</span>
        {tagline && <span className={styles.tagline}>{tagline}</span>}
      </span>
    </span>
  );
}
