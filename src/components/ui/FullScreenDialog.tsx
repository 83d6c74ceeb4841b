import type { ComponentProps } from 'react';
import styles from './FullScreenDialog.module.css';

/** A modal <dialog> over the whole viewport, on an opaque backdrop (the home offers, a car's photos). */
export function FullScreenDialog({ className, ...props }: ComponentProps<'dialog'>) {
  return <dialog className={[styles.dialog, className].filter(Boolean).join(' ')} {...props} />;
}
