import { Icon } from './Icon';
import { FROM_LABEL, TAX_LABEL, type PriceLine } from '#lib/price.ts';
import styles from './Price.module.css';

export interface PriceProps {
  /** One line from `priceLines()` or `fixedPriceLine()` (src/lib/price.ts). */
  line: PriceLine;
  /** md: service cards; lg: the cleaning packages. */
  size?: 'md' | 'lg';
}

/**
 * One price as shown: « À partir de » small before a large figure, then « TTC »; a quote-only
 * service reads « Sur devis » in a distinct outlined style. The text reads as one sentence
 * (« À partir de 549,90 € TTC »): the spaces between the parts are real text.
 */
export function Price({ line, size = 'md' }: PriceProps) {
  if (line.quote) {
    return (
      <span className={[styles.quote, styles[size]].join(' ')}>
        <Icon name="file-text" className={styles.icon} />
        {line.text}
      </span>
    );
  }
  return (
    <span className={[styles.price, styles[size]].join(' ')}>
      {line.from && <span className={styles.from}>{FROM_LABEL}</span>}
      {line.from && ' '}
      <span className={styles.amount}>{line.text}</span> <span className={styles.tax}>{TAX_LABEL}</span>
    </span>
  );
}
