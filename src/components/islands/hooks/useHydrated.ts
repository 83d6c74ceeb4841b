import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true once the island runs: controls that
 * only work with JavaScript are shown then, in space reserved for them (nothing shifts).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
