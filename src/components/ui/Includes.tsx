import styles from './Includes.module.css';

export interface IncludesProps {
  /** The operations, parts and supplies the price covers. */
  items: readonly string[];
  /** What the price is for, read after the button's words (« Révision et Vidange »). */
  subject: string;
  className?: string | undefined;
}

/**
 * What a price covers, on demand: a native disclosure (`<details>`), closed on load so nothing
 * moves, opened by a tap, Enter or Space, and announced as expanded or collapsed by screen readers.
 */
export function Includes({ items, subject, className }: IncludesProps) {
  return (
    <details className={[styles.details, className].filter(Boolean).join(' ')}>
      <summary>
        Ce que comprend le prix<span className="visually-hidden">{`\u00a0: ${subject}`}</span>
      </summary>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </details>
  );
}
