import { Fragment } from 'react';
import type { DayHours } from '#schemas/index.ts';
import { toMinutes } from '#schemas/week.ts';
import { formatTimeFr } from '#lib/time-fr.ts';
import styles from './HoursTable.module.css';
import { HOURS_DAY, HOURS_TABLE, hook } from '#lib/dom-hooks.ts';

export interface HoursTableProps {
  week: readonly DayHours[];
  /** dark: on anthracite (footer). */
  tone?: 'light' | 'dark';
  /** Visible caption; the table is named by it. */
  caption?: string;
  /** Keeps the caption for screen readers only (when a visible heading already says it). */
  hideCaption?: boolean;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The weekly opening hours, one row a day; the browser marks today's row with aria-current="date". */
export function HoursTable({
  week,
  tone = 'light',
  caption = 'Horaires d’ouverture',
  hideCaption = false,
}: HoursTableProps) {
  return (
    <table className={[styles.table, styles[tone]].join(' ')} {...hook(HOURS_TABLE)}>
      <caption className={hideCaption ? 'visually-hidden' : styles.caption}>{caption}</caption>
      <tbody>
        {week.map((day) => (
          <tr key={day.day} {...hook(HOURS_DAY, day.day)}>
            <th scope="row">{capitalise(day.day)}</th>
            <td>
              {day.ranges.length === 0
                ? 'Fermé'
                : day.ranges.map((r, i) => (
                    // A range never breaks inside; the day breaks between its ranges only where
                    // one line is too narrow.
                    <Fragment key={r.open}>
                      {i > 0 && ', '}
                      <span className={styles.range}>
                        {`${formatTimeFr(toMinutes(r.open))}\u00a0–\u00a0${formatTimeFr(toMinutes(r.close))}`}
                      </span>
                    </Fragment>
                  ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
