import type { ReactNode } from 'react';
import styles from './Button.module.css';

export interface ButtonProps {
  /** Where the button-styled link goes. */
  href: string;
  children: ReactNode;
  /** primary: red, for every booking action; secondary: outlined; onDark: light outline on anthracite. */
  variant?: 'primary' | 'secondary' | 'onDark';
  /** Larger padding for heroes. */
  size?: 'md' | 'lg';
  /** Opens in a new tab (outside links). */
  external?: boolean;
  className?: string | undefined;
  'aria-label'?: string;
}

/** A link that looks like a button: every call to action on the site. */
export function Button({
  href,
  children,
  variant = 'primary',
  size = 'md',
  external,
  className,
  ...rest
}: ButtonProps) {
  return (
    <a
      href={href}
      className={[styles.button, styles[variant], styles[size], className].filter(Boolean).join(' ')}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    >
      {children}
    </a>
  );
}
