import { useState, type FocusEvent, type PointerEvent } from 'react';
import { isPlaying, isRotating, ROTATION_CONTROL_SELECTOR } from '../../../lib/carousel';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/**
 * Whether an auto-rotating carousel moves (W3C carousel pattern, WCAG 2.2.2): the visitor's
 * pause/play choice, reduced motion, a mouse over it, keyboard focus inside it.
 */
export function useRotation() {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const state = { playing: choice, reducedMotion, hovered, focused };
  const playing = isPlaying(state);
  const rotating = isRotating(state);

  return {
    reducedMotion,
    /** What the pause/play control shows. */
    playing,
    /** Whether it moves right now. */
    rotating,
    /** While it rotates, slide changes are not announced (they would interrupt constantly). */
    live: rotating ? ('off' as const) : ('polite' as const),
    /** The pause/play control's action: a choice that lasts until the visitor changes it. */
    toggle: () => setChoice(!playing),
    /** On the element a mouse pauses by hovering (touch does not count: it never leaves). */
    hoverProps: {
      onPointerEnter: (event: PointerEvent) => {
        if (event.pointerType === 'mouse') setHovered(true);
      },
      onPointerLeave: (event: PointerEvent) => {
        if (event.pointerType === 'mouse') setHovered(false);
      },
    },
    /** On the carousel: focus inside holds it, except on the pause/play control. */
    focusProps: {
      onFocus: (event: FocusEvent) => {
        setFocused(!(event.target instanceof Element && event.target.closest(ROTATION_CONTROL_SELECTOR)));
      },
      onBlur: (event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
