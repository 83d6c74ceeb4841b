/**
 * What jsdom lacks and the page scripts use, for their tests: matchMedia (reduced motion),
 * ResizeObserver (the reviews' reserved height) and the modal <dialog>. Each stub does what the
 * page scripts rely on, no more; geometry is not a jsdom concern (the browser tests cover it).
 */
import { vi } from 'vitest';
import type { PictureData } from '#data/images.ts';

/** Answers `prefers-reduced-motion: reduce` with `reduce`, every other query with false. */
export function stubMatchMedia(reduce = false): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** A ResizeObserver that observes nothing (jsdom lays nothing out). */
export function stubResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

/**
 * showModal and close as the page scripts use them: `open`, the dialog focusing steps (focus goes to
 * its first control), and the `close` event.
 */
export function stubDialog(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
    this.querySelector<HTMLElement>('button, [href], input, [tabindex]')?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

/** An image as the build's pipeline gives it. */
export function pictureOf(alt: string, width = 1200, height = 800): PictureData {
  const src = `/_astro/${alt.replace(/\W+/g, '-')}.webp`;
  return { src, sources: [], width, height, alt, sizes: '100vw' };
}
