/**
 * Chromium's own preloading records (speculation rules), read through the DevTools protocol's
 * Preload domain: Playwright cannot let a prerender run (DevTools attached), but it can see what
 * the browser decided.
 */
import type { CDPSession, Page } from '@playwright/test';

export interface RuleSet {
  id: string;
  sourceText: string;
  errorType?: string;
  errorMessage?: string;
}
export interface AttemptKey {
  action: string;
  url: string;
}
export interface PrerenderStatus {
  key: AttemptKey;
  status: string;
  prerenderStatus?: string;
}

/** The browser's preloading records for a page, from the moment `Preload.enable` is sent. */
export async function preloadingRecords(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const records = {
    /** The rule sets the page declared; `errorType` when invalid (a CSP block leaves none). */
    ruleSets: [] as RuleSet[],
    /** Every URL a rule made a candidate, by action (Prefetch, Prerender). */
    candidates: [] as AttemptKey[],
    /** Every prerender the browser started, and how each one went. */
    prerenders: [] as PrerenderStatus[],
  };
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }: { ruleSet: RuleSet }) => records.ruleSets.push(ruleSet));
  cdp.on(
    'Preload.preloadingAttemptSourcesUpdated',
    ({ preloadingAttemptSources }: { preloadingAttemptSources: { key: AttemptKey }[] }) =>
      records.candidates.push(...preloadingAttemptSources.map((source) => source.key)),
  );
  cdp.on('Preload.prerenderStatusUpdated', (status: PrerenderStatus) => records.prerenders.push(status));
  await cdp.send('Preload.enable');
  return records;
}

/** The paths the browser started to prerender. */
export const prerendered = (records: { prerenders: PrerenderStatus[] }) => [
  ...new Set(records.prerenders.map((p) => new URL(p.key.url).pathname)),
];
