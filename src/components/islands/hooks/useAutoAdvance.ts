import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `advance` after `delay` ms while `active`. The countdown restarts whenever `position`
 * changes, so a move by the visitor gives the new position its full time on screen.
 */
export function useAutoAdvance(active: boolean, delay: number, position: number, advance: () => void) {
  const onTimeout = useEffectEvent(advance);
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => onTimeout(), delay);
    return () => window.clearTimeout(timer);
  }, [active, delay, position]);
}
