import type { ReactNode } from 'react';
import styles from './Card.module.css';

export interface CardProps {
  children: ReactNode;
  /** article for a self-contained item (a service, a car), li in a list, div otherwise. */
  as?: 'article' | 'li' | 'div';
  /** id of the heading that names the card (for an article). */
  labelledBy?: string;
  id?: string;
  /** A thick accent rule on top (the cleaning packages). */
  accent?: boolean;
  /** An image to the edges above the text: no padding (the component pads its text). */
  flush?: boolean;
  /** Wholly clickable through its one link, lifting under the pointer. */
  linked?: boolean;
  className?: string | undefined;
}

/** The site's one card surface: white, one radius, one border, one shadow. */
export function Card({
  children,
  as: Tag = 'div',
  labelledBy,
  id,
  accent = false,
  flush = false,
  linked = false,
  className,
  ...data // data-* attributes for a page script
}: CardProps) {
  const names = [
    styles.card,
    flush ? styles.flush : styles.padded,
    accent && styles.accent,
    linked && styles.linked,
    className,
  ];
  return (
    <Tag id={id} aria-labelledby={labelledBy} className={names.filter(Boolean).join(' ')} {...data}>
      {children}
    </Tag>
  );
}
