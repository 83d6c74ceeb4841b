/** Names of the payment methods the garage accepts, as shown to visitors and to search engines. */
import type { Garage } from '#schemas/index.ts';

/** A payment method as written in garage.yaml. */
export type PaymentMethod = Garage['payments'][number];

/** The French name of each payment method. */
export const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  especes: 'Espèces',
  virement: 'Virement bancaire',
};
