import styles from './OpeningStatus.module.css';
import { OPENING_STATUS, hook } from '#lib/dom-hooks.ts';

export interface OpeningStatusProps {
  tone?: 'light' | 'dark';
  /** Announce changes to screen readers; only one status per page should be live. */
  live?: boolean;
  className?: string | undefined;
}

/**
 * Where the live « Ouvert » / « Fermé » status appears. The prerendered HTML holds an empty,
 * space-reserving slot; a small script (src/client/opening-status.ts) fills it in the browser.
 */
export function OpeningStatus({ tone = 'light', live = false, className }: OpeningStatusProps) {
  return (
    <p
      className={[styles.status, styles[tone], className].filter(Boolean).join(' ')}
      {...hook(OPENING_STATUS)}
      {...(live ? { role: 'status' } : {})}
    />
  );
}
