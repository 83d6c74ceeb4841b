// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeroCarousel } from '#components/sections/HeroCarousel.tsx';
import { pictureOf, stubMatchMedia } from '#tests/support/jsdom.ts';
import { enhanceHeroCarousel } from './hero-carousel';

const slides = ['Atelier', 'Pont élévateur', 'Diagnostic', 'Accueil'].map((alt) => pictureOf(alt));

/** The slide screen readers are given: the only group not hidden. */
const shown = () => screen.getByRole('group');

/** The server-rendered markup, then the page's script run over it, as in the browser. */
function renderHero() {
  render(<HeroCarousel slides={slides} label="Images du garage" />);
  const hero = screen.getByRole('region', { name: 'Images du garage' });
  enhanceHeroCarousel(hero);
  return hero;
}

describe('the hero carousel (HeroCarousel markup + src/client/hero-carousel.ts)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubMatchMedia();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  // fireEvent, not user-event: user-event waits on timers, and here the clock only moves when a
  // test says so.
  const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

  it('shows the first slide, named « 1 sur 4 », the others hidden from screen readers', () => {
    const hero = renderHero();
    expect(shown()).toHaveAccessibleName('1 sur 4');
    expect(within(shown()).getByRole('img', { name: 'Atelier' })).toBeInTheDocument();
    expect(within(hero).getAllByRole('img')).toHaveLength(1);
    expect(within(hero).getByText('1 / 4')).toBeInTheDocument();
  });

  it('advances at 3000 ms, not at 2999, and comes back to the first after the fourth', () => {
    renderHero();
    act(() => vi.advanceTimersByTime(2999));
    expect(shown()).toHaveAccessibleName('1 sur 4');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toHaveAccessibleName('2 sur 4');
    for (const name of ['3 sur 4', '4 sur 4', '1 sur 4']) {
      act(() => vi.advanceTimersByTime(3000));
      expect(shown()).toHaveAccessibleName(name);
    }
  });

  it('previous and next wrap both ways and keep the counter in step', () => {
    const hero = renderHero();
    click('Image précédente');
    expect(shown()).toHaveAccessibleName('4 sur 4');
    expect(within(hero).getByText('4 / 4')).toBeInTheDocument();
    click('Image suivante');
    expect(shown()).toHaveAccessibleName('1 sur 4');
  });

  it('the pause button, named for the images, stops the rotation until play', () => {
    renderHero();
    click('Arrêter le défilement des images');
    act(() => vi.advanceTimersByTime(30_000));
    expect(shown()).toHaveAccessibleName('1 sur 4');
    expect(shown().parentElement).toHaveAttribute('aria-live', 'polite');
    click('Lancer le défilement des images');
    act(() => vi.advanceTimersByTime(3000));
    expect(shown()).toHaveAccessibleName('2 sur 4');
  });

  it('a swipe to the left shows the next image, to the right the previous, a tap nothing', () => {
    const hero = renderHero();
    const viewport = within(hero).getByRole('img').closest('picture')!.parentElement!.parentElement!
      .parentElement!;
    fireEvent.pointerDown(viewport, { clientX: 300, clientY: 100 });
    fireEvent.pointerUp(viewport, { clientX: 200, clientY: 110 });
    expect(shown()).toHaveAccessibleName('2 sur 4');
    fireEvent.pointerDown(viewport, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(viewport, { clientX: 300, clientY: 100 });
    expect(shown()).toHaveAccessibleName('1 sur 4');
    fireEvent.pointerDown(viewport, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(viewport, { clientX: 110, clientY: 100 });
    expect(shown()).toHaveAccessibleName('1 sur 4');
  });

  it('moves the track by the index it names (a CSS variable, never a measured position)', () => {
    renderHero();
    const track = shown().parentElement!;
    expect(track.style.getPropertyValue('--index')).toBe('0');
    click('Image suivante');
    expect(track.style.getPropertyValue('--index')).toBe('1');
  });

  it('holds still while a mouse is over it, not under a finger, and moves again once it leaves', () => {
    const hero = renderHero();
    fireEvent.pointerEnter(hero, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(3000));
    expect(shown()).toHaveAccessibleName('2 sur 4');
    fireEvent.pointerEnter(hero, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(30_000));
    expect(shown()).toHaveAccessibleName('2 sur 4');
    fireEvent.pointerLeave(hero, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(3000));
    expect(shown()).toHaveAccessibleName('3 sur 4');
  });

  it('holds still while keyboard focus is inside it, except on the pause control', () => {
    renderHero();
    screen.getByRole('button', { name: 'Image suivante' }).focus();
    act(() => vi.advanceTimersByTime(30_000));
    expect(shown()).toHaveAccessibleName('1 sur 4');
    screen.getByRole('button', { name: 'Arrêter le défilement des images' }).focus();
    act(() => vi.advanceTimersByTime(3000));
    expect(shown()).toHaveAccessibleName('2 sur 4');
  });

  it('does not move by itself when the visitor prefers reduced motion', () => {
    stubMatchMedia(true);
    renderHero();
    expect(screen.getByRole('button', { name: 'Lancer le défilement des images' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(30_000));
    expect(shown()).toHaveAccessibleName('1 sur 4');
  });
});

describe('a hero with one image (a garage that gives one)', () => {
  afterEach(cleanup);

  it('shows the image alone: no carousel, no button, no counter, nothing that moves', () => {
    const { container } = render(<HeroCarousel slides={[pictureOf('Atelier')]} label="Images du garage" />);
    expect(screen.getByRole('img', { name: 'Atelier' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('[aria-roledescription]')).toBeNull();
  });

  it.each([2, 3])('with %i images, is a carousel counting them', (count) => {
    render(<HeroCarousel slides={slides.slice(0, count)} label="Images du garage" />);
    expect(screen.getByRole('group')).toHaveAccessibleName(`1 sur ${count}`);
    expect(screen.getByRole('button', { name: 'Image suivante' })).toBeInTheDocument();
  });
});
