import type { Labour, Quote } from '#schemas/index.ts';
import { LABOUR_HEADING, countingText, quoteText, rateText } from '#lib/price-law.ts';
import styles from './LabourRates.module.css';

export interface LabourRatesProps {
  labour: Labour;
  quote: Quote;
}

/**
 * The hourly labour rates TTC with their kind of work, how time is counted, and the quote policy:
 * what a garage posts at its door besides its packages (arrêté du 27 mars 1987), at the top of
 * its price page.
 */
export function LabourRates({ labour, quote }: LabourRatesProps) {
  return (
    <div className={styles.box} role="group" aria-labelledby="main-oeuvre">
      <h3 id="main-oeuvre" className={styles.heading}>
        {LABOUR_HEADING}
      </h3>
      <ul role="list" className={styles.rates}>
        {labour.rates.map((rate) => (
          <li key={rate.work} className={styles.rate}>
            <span>{rate.work}</span>
            <span className="visually-hidden">{'\u00a0:'}</span>{' '}
            <span className={styles.amount}>{rateText(rate.rate)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.line}>{countingText(labour)}</p>
      <p className={styles.line}>{quoteText(quote)}</p>
    </div>
  );
}
