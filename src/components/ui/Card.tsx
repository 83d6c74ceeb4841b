import type { ReactNode } from 'react';
import styles from './Card.module.css';

export interface CardProps {
  children: ReactNode;
  /** article for a self-contained item (a service), div otherwise. */
  as?: 'article' | 'div';
  /** id of the heading that names the card (for an article). */
  labelledBy?: string;
  id?: string;
  /** A thick accent rule on top (the cleaning packages). */
  accent?: boolean;
  className?: string | undefined;
}

/** The site's one card surface: white, one radius, one border, one shadow. */
export function Card({ children, as: Tag = 'div', labelledBy, id, accent = false, className }: CardProps) {
  return (
    <Tag
      id={id}
      aria-labelledby={labelledBy}
      className={[styles.card, accent && styles.accent, className].filter(Boolean).join(' ')}
    >
      {children}
    </Tag>
  );
}
