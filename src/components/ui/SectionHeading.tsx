import type { ReactNode } from 'react';
import styles from './SectionHeading.module.css';

export interface SectionHeadingProps {
  children: ReactNode;
  id?: string;
  /** h1 for a page hero, h2 for sections. */
  level?: 1 | 2;
  /** light on anthracite. */
  tone?: 'light' | 'dark';
  align?: 'start' | 'center';
}

/** A section title in upper case with the red rule under it (NOS SERVICES, CONTACT…). */
export function SectionHeading({
  children,
  id,
  level = 2,
  tone = 'light',
  align = 'start',
}: SectionHeadingProps) {
  const Tag = level === 1 ? 'h1' : 'h2';
  return (
    <Tag id={id} className={[styles.heading, styles[tone], styles[align]].join(' ')}>
      {children}
    </Tag>
  );
}
