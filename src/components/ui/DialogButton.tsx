import type { ComponentProps } from 'react';
import styles from './DialogButton.module.css';

/** A button of an ImageDialog (Fermer, previous, next): a dark pill, light on hover. */
export function DialogButton({ className, ...props }: ComponentProps<'button'>) {
  return <button type="button" className={[styles.button, className].filter(Boolean).join(' ')} {...props} />;
}
