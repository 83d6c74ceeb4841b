import type { ReactNode } from 'react';

/**
 * Holds the whole of a page's <main> content when an island sits further down than its first
 * section. Astro writes its island prelude (a <style> and the loader scripts) just before the
 * outermost component that holds the first island; the W3C checker wants a <style> in <body> to
 * be its parent's first child. Around every section, this component puts that prelude first in
 * <main>. It renders nothing of its own.
 */
export function IslandHost({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
