/**
 * Offers with an end date (home.yaml → offers[].until), tested on the cars fixture's copy of the
 * site, whose home carries one dated offer ending 60 days after its build (tests/fixture-site/site.ts);
 * the shipped content has no dated offer, so no test waits on a day that will pass. The card says
 * until when, and a page older than that day hides the offer by itself (src/client/offers-expiry.ts).
 * The build leaving out an ended offer is unit-tested (src/lib/offers.test.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { load } from 'js-yaml';
import { untilLabel } from '#lib/offers.ts';
import { expect, test } from '../support/fixtures';
import { DATED_OFFER, fixtureRoot } from './site.ts';

/** The fixture's offers, as its build read them. */
const offers = () =>
  (
    load(readFileSync(path.join(fixtureRoot(), 'src/content/home.yaml'), 'utf-8')) as {
      offers: { title: string; until?: string }[];
    }
  ).offers;
const dated = () => offers().find((o) => o.title === DATED_OFFER)!;
const undated = () => offers().filter((o) => !o.until);

const card = (page: Page, title: string) =>
  page
    .getByRole('region', { name: 'Offres du moment' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
// Paris is UTC+1 in winter, UTC+2 in summer: these instants fall on the right day in both.
/** Late on the offer's last day: 23:00 Paris time in summer, 22:00 in winter. */
const lateOnLastDay = (until: string) => new Date(`${until}T23:00:00+02:00`);
/** Just after the offer's last day: 00:30 Paris time the next day in winter, 01:30 in summer. */
const dayAfter = (until: string) => new Date(new Date(`${until}T00:30:00+01:00`).getTime() + 86_400_000);

test(
  'the fixture’s dated offer is still to come and the others have no end date',
  { tag: '@any-width' },
  () => {
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
    expect(dated().until! > today).toBe(true);
    expect(undated().length).toBe(offers().length - 1);
  },
);

test('a dated offer says until when on its card, the others say nothing of the kind', async ({ page }) => {
  await page.goto('/');
  await expect(card(page, DATED_OFFER).getByText(untilLabel(dated().until!), { exact: true })).toBeVisible();
  for (const offer of undated()) await expect(card(page, offer.title)).not.toContainText('jusqu’au');
});

test('on its last day, late in the evening, the offer is still shown', async ({ page }) => {
  await page.clock.install({ time: lateOnLastDay(dated().until!) });
  await page.goto('/');
  await expect(card(page, DATED_OFFER)).toBeVisible();
  await expect(card(page, undated()[0]!.title)).toBeVisible();
});

test('a page older than the offer’s last day hides it, and an image opened and closed does not show it again', async ({
  page,
}) => {
  await page.clock.install({ time: dayAfter(dated().until!) });
  await page.goto('/');
  await expect(card(page, DATED_OFFER)).toBeHidden();
  // The other offers stay.
  for (const other of undated()) await expect(card(page, other.title)).toBeVisible();
  // The gallery's script at work (an image opened full screen, then closed): the offer stays hidden.
  const first = undated()[0]!;
  await card(page, first.title).scrollIntoViewIfNeeded();
  await page.getByRole('link', { name: `Agrandir l’image : ${first.title}` }).click();
  await page.getByRole('button', { name: 'Fermer' }).click();
  await expect(card(page, DATED_OFFER)).toBeHidden();
});
