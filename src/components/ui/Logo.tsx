import styles from './Logo.module.css';

export interface LogoProps {
  /** URL of the emitted logo mark. */
  src: string;
  name: string;
  tagline?: string | undefined;
  tone?: 'light' | 'dark';
  /** Narrow phones: a smaller name on up to three lines, no tagline, and no mark below 360 px. */
  compact?: boolean;
}

/** The garage's mark and name; the home link in the header. */
export function Logo({ src, name, tagline, tone = 'light', compact = false }: LogoProps) {
  return (
    <span className={[styles.logo, styles[tone], compact && styles.compact].filter(Boolean).join(' ')}>
      <img src={src} alt="" width={44} height={44} className={styles.mark} />
      <span className={styles.text}>
        <span className={styles.name}>{name}</span>
        {tagline && <span className={styles.tagline}>{tagline}</span>}
      </span>
    </span>
  );
}
