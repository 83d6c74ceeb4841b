import { Icon } from './Icon';
import type { Garage } from '#schemas/index.ts';
import { PAYMENT_LABELS } from '#lib/payments.ts';
import { BrandIcon } from './BrandIcon';
import styles from './PaymentMethods.module.css';

function Mark({ method }: { method: Garage['payments'][number] }) {
  switch (method) {
    case 'visa':
      return <BrandIcon mark="visa" className={styles.mark} />;
    case 'mastercard':
      return <BrandIcon mark="mastercard" className={styles.mark} />;
    case 'especes':
      return <Icon name="banknote" className={styles.mark} />;
    case 'virement':
      return <Icon name="landmark" className={styles.mark} />;
  }
}

/** The accepted payment methods, each a recognisable mark with its name. */
export function PaymentMethods({ methods }: { methods: Garage['payments'] }) {
  return (
    <ul role="list" className={styles.list}>
      {methods.map((method) => (
        <li key={method} className={styles.item}>
          <Mark method={method} />
          <span>{PAYMENT_LABELS[method]}</span>
        </li>
      ))}
    </ul>
  );
}
