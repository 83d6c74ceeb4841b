import { Icon } from './Icon';
import type { Garage } from '#schemas/index.ts';
import { directionsUrl } from '#lib/map.ts';
import { displayPhone, telHref } from '#lib/phone.ts';
import styles from './ContactDetails.module.css';

export interface ContactDetailsProps {
  garage: Garage;
  tone?: 'light' | 'dark';
  /** Adds an « Itinéraire » link under the address. */
  withDirections?: boolean;
}

/** Full postal address on one line, as used by map links. */
export const fullAddress = (g: Garage) => `${g.contact.street}, ${g.contact.postalCode} ${g.contact.city}`;

/** Address, phone (tel:) and e-mail (mailto:) of the garage. */
export function ContactDetails({ garage, tone = 'light', withDirections = false }: ContactDetailsProps) {
  const { contact } = garage;
  return (
    <address className={[styles.details, styles[tone]].join(' ')}>
      <p className={styles.row}>
        <Icon name="map-pin" className={styles.icon} />
        <span>
          <span className="visually-hidden">Adresse&#8239;: </span>
          {contact.street}
          <br />
          {contact.postalCode} {contact.city}
          {withDirections && (
            <>
              <br />
              <a href={directionsUrl(fullAddress(garage))} target="_blank" rel="noopener noreferrer">
                Itinéraire
                <span className="visually-hidden"> vers le garage (Google Maps, nouvel onglet)</span>
              </a>
            </>
          )}
        </span>
      </p>
      <p className={styles.row}>
        <Icon name="phone" className={styles.icon} />
        <span className="visually-hidden">Téléphone&#8239;: </span>
        <a href={telHref(contact.phone)} className={styles.strong}>
          {displayPhone(contact.phone)}
        </a>
      </p>
      <p className={styles.row}>
        <Icon name="mail" className={styles.icon} />
        <span className="visually-hidden">E-mail&#8239;: </span>
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </p>
    </address>
  );
}
