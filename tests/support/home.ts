/**
 * What the home page's browser tests share: the owner's content as the source of truth, the
 * carousels found the way a screen-reader user finds them, and a home page opened on a stopped
 * clock, so that timers fire only when a test moves time on.
 */
import type { Locator, Page } from '@playwright/test';
import { readContentFile } from '#data/reader.ts';
import { SITE_ROOT } from './content';
import { formatFullDateFr, formatMonthFr, reviewsInOrder } from '#lib/reviews.ts';
import { expect } from './fixtures';

/** src/content/home.yaml */
export const home = readContentFile('home', SITE_ROOT);
/** src/content/reviews.yaml, in the order the carousel shows them (newest first once all are dated). */
export const reviews = reviewsInOrder(readContentFile('reviews', SITE_ROOT).reviews);
/** A review's card as a screen reader names it: its author, then its date and its experience's month. */
export const reviewCardName = ({ name, date, experience }: (typeof reviews)[number]) =>
  date && experience
    ? `${name} Avis du ${formatFullDateFr(date)}, prestation de ${formatMonthFr(experience)}`
    : name;
/** src/content/socials.yaml */
export const socials = readContentFile('socials', SITE_ROOT).socials;

/** An instant on a weekday morning, Paris time, when the garage is open. */
export const MONDAY_MORNING = new Date('2026-11-23T10:00:00+01:00');

/** The hero's image carousel. */
export const heroCarousel = (page: Page) => page.getByRole('region', { name: 'Images du garage' });
/** The reviews carousel. */
export const reviewsCarousel = (page: Page) => page.getByRole('region', { name: 'Avis clients' });
/** The slide a carousel shows: the only one screen readers are given. */
export const shownSlide = (carousel: Locator) => carousel.getByRole('group');

/**
 * Opens the home page on a clock stopped at MONDAY_MORNING (timers wait for runFor), with the
 * hero's script running; pass `reviews: true` to also bring the reviews into view and wait for them.
 */
export async function openHome(page: Page, { reviews: withReviews = false } = {}): Promise<void> {
  // The clock runs between install and pauseAt: start a minute early, then stop it on the instant.
  await page.clock.install({ time: MONDAY_MORNING.getTime() - 60_000 });
  await page.clock.pauseAt(MONDAY_MORNING);
  // The hero's script is a module of the page: it has run before `load`, which goto waits for.
  await page.goto('/');
  await expect(heroCarousel(page).getByRole('button', { name: /le défilement des images/ })).toBeVisible();
  if (withReviews) {
    await page.getByRole('heading', { name: 'Avis clients' }).scrollIntoViewIfNeeded();
    await expect(reviewsCarousel(page).getByRole('button', { name: /le défilement des avis/ })).toBeVisible();
  }
}

/**
 * Lets the page finish whatever a timer started (a few message tasks). Used before
 * asserting that something did NOT change, so the assertion cannot pass merely by running early.
 */
export async function settle(page: Page): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}
