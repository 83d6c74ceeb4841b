// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReviewsCarousel } from '#components/sections/ReviewsCarousel.tsx';
import { stubMatchMedia, stubResizeObserver } from '#tests/support/jsdom.ts';
import { enhanceReviewsCarousel } from './reviews-carousel';

const reviews = Array.from({ length: 17 }, (_, i) => ({
  review: `Avis numéro ${i + 1}.`,
  name: `Client ${i + 1}`,
  date: '2026-10-14',
  experience: '2026-09',
}));

/** The window screen readers are given, and the authors of the reviews it shows. */
const shown = () => screen.getByRole('group');
const authors = () =>
  within(shown())
    .getAllByRole('figure')
    .map((card) => card.textContent?.match(/Client \d+/)?.[0]);
// fireEvent: the clock is fake and moves only when a test says so (user-event waits on timers).
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const live = () => document.querySelector('[aria-live]')!;

describe('the reviews carousel (ReviewsCarousel markup + src/client/reviews-carousel.ts)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubMatchMedia();
    stubResizeObserver();
    // The markup rendered at build time, then the page's script run over it, as in the browser.
    render(
      <ReviewsCarousel
        reviews={reviews}
        sampleNotice="Avis donnés à titre d’exemple."
        policyNotice="Avis recueillis au garage, vérifiés par le garage."
        policyHref="/mentions-legales#avis"
      />,
    );
    enhanceReviewsCarousel(screen.getByRole('region', { name: 'Avis clients' }));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows three reviews, in a window named « Avis 1 à 3 sur 17 », the others hidden', () => {
    expect(shown()).toHaveAccessibleName('Avis 1 à 3 sur 17');
    expect(authors()).toEqual(['Client 1', 'Client 2', 'Client 3']);
    expect(screen.getAllByRole('figure')).toHaveLength(3);
    expect(screen.getByText('Avis donnés à titre d’exemple.')).toBeInTheDocument();
  });

  // The figure's name from its caption is the browser's (tests/e2e/price-law.test.ts); jsdom has none.
  it('captions each review with its author, its date and the month of the experience (D111-17), and links the line under them to the legal section', () => {
    const caption = within(shown()).getAllByRole('figure')[0]!.querySelector('figcaption');
    expect(caption).toHaveTextContent('Client 1 Avis du 14 octobre 2026, prestation de septembre 2026');
    // jsdom joins the hidden words without their space; Chromium reads « En savoir plus sur nos avis ».
    expect(screen.getByRole('link', { name: /^En savoir plus ?sur nos avis$/ })).toHaveAttribute(
      'href',
      '/mentions-legales#avis',
    );
  });

  it('next moves the start by three and wraps modulo 17: after 13–15 come 16, 17 and 1', () => {
    for (let k = 0; k < 4; k += 1) click('Avis suivants');
    expect(shown()).toHaveAccessibleName('Avis 13 à 15 sur 17');
    click('Avis suivants');
    expect(shown()).toHaveAccessibleName('Avis 16, 17 et 1 sur 17');
    expect(authors()).toEqual(['Client 16', 'Client 17', 'Client 1']);
    click('Avis suivants');
    expect(authors()).toEqual(['Client 2', 'Client 3', 'Client 4']);
    click('Avis précédents');
    click('Avis précédents');
    expect(shown()).toHaveAccessibleName('Avis 13 à 15 sur 17');
  });

  it('rotates by three every 6000 ms, not before', () => {
    act(() => vi.advanceTimersByTime(5999));
    expect(shown()).toHaveAccessibleName('Avis 1 à 3 sur 17');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toHaveAccessibleName('Avis 4 à 6 sur 17');
  });

  it('once paused, a move is announced by the window’s name only, politely', () => {
    expect(live()).toHaveAttribute('aria-live', 'off');
    click('Arrêter le défilement des avis');
    expect(live()).toHaveAttribute('aria-live', 'polite');
    click('Avis suivants');
    expect(live()).toHaveTextContent(/^Avis 4 à 6 sur 17$/);
    expect(document.querySelectorAll('[aria-live]')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(60_000));
    expect(shown()).toHaveAccessibleName('Avis 4 à 6 sur 17');
    expect(screen.getByRole('button', { name: 'Lancer le défilement des avis' })).toBeInTheDocument();
  });

  it('a mouse over the reviews holds them; a finger does not', () => {
    const windows = shown().parentElement!;
    fireEvent.pointerEnter(windows, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(6000));
    expect(shown()).toHaveAccessibleName('Avis 4 à 6 sur 17');
    fireEvent.pointerEnter(windows, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(12_000));
    expect(shown()).toHaveAccessibleName('Avis 4 à 6 sur 17');
    fireEvent.pointerLeave(windows, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(6000));
    expect(shown()).toHaveAccessibleName('Avis 7 à 9 sur 17');
  });

  it('holds still while the page is hidden (another tab), and moves again once it is seen', () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(shown()).toHaveAccessibleName('Avis 1 à 3 sur 17');
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    act(() => vi.advanceTimersByTime(5999));
    expect(shown()).toHaveAccessibleName('Avis 1 à 3 sur 17');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toHaveAccessibleName('Avis 4 à 6 sur 17');
    visibility.mockRestore();
  });

  it('each review is in the page once, the window’s three shown and the others unseen', () => {
    click('Avis suivants');
    const all = document.querySelectorAll('figure');
    expect(all).toHaveLength(17);
    expect(authors()).toEqual(['Client 4', 'Client 5', 'Client 6']);
  });
});
