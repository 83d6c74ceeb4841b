import type { ReactNode } from 'react';
import { Icon } from './Icon';
import type { Garage, Hours } from '#schemas/index.ts';
import { Button, type ButtonProps } from './Button';
import { ContactDetails } from './ContactDetails';
import { HoursTable } from './HoursTable';
import { OpeningStatus } from './OpeningStatus';
import { PATHS } from '#lib/pages.ts';
import styles from './ContactBlock.module.css';

export interface ContactBlockProps {
  garage: Garage;
  hours: Hours;
  /** What opens the first column: the card's title, or a sentence. */
  lead: ReactNode;
  /** The booking button's words and size. */
  cta: { label: string; size?: ButtonProps['size'] };
  /** More under the button (the home page's social links). */
  children?: ReactNode;
  className?: string | undefined;
}

/**
 * The contact card of the contact page and of the home page: address, phone, e-mail and
 * directions, the booking button, then the live opening status and the week's hours.
 */
export function ContactBlock({ garage, hours, lead, cta, children, className }: ContactBlockProps) {
  return (
    <div className={className ? `${styles.card} ${className}` : styles.card}>
      <div className={styles.col}>
        {lead}
        <ContactDetails garage={garage} withDirections />
        <Button href={PATHS.booking} size={cta.size ?? 'md'} className={styles.cta}>
          <Icon name="calendar-check" />
          {cta.label}
        </Button>
        {children}
      </div>
      <div className={styles.col}>
        <OpeningStatus />
        <HoursTable week={hours.week} />
      </div>
    </div>
  );
}
