import { Icon } from '../ui/Icon';
import { directionsUrl, mapEmbedUrl, openStreetMapUrl } from '#lib/map.ts';
import { PATHS } from '#lib/pages.ts';
import styles from './MapConsent.module.css';
import {
  MAP_CONSENT,
  MAP_EMBED_URL,
  MAP_FRAME_TITLE,
  MAP_LOAD,
  MAP_PLACEHOLDER,
  hook,
} from '#lib/dom-hooks.ts';

export interface MapConsentProps {
  latitude: number;
  longitude: number;
  /** Full address, shown on the placeholder and used for directions. */
  address: string;
  garageName: string;
}

/**
 * The footer map, loaded only when the visitor asks (RGPD: no request to the map provider before a
 * click). A small script (src/client/map-consent.ts) swaps the placeholder for the frame.
 */
export function MapConsent({ latitude, longitude, address, garageName }: MapConsentProps) {
  return (
    <div
      className={styles.map}
      {...hook(MAP_CONSENT)}
      {...hook(MAP_EMBED_URL, mapEmbedUrl(latitude, longitude))}
      {...hook(MAP_FRAME_TITLE, `Carte : ${garageName}, ${address}`)}
    >
      <div className={styles.placeholder} {...hook(MAP_PLACEHOLDER)}>
        <Icon name="map-pin" className={styles.pin} />
        <p className={styles.address}>{address}</p>
        <button type="button" className={styles.load} {...hook(MAP_LOAD)}>
          Afficher la carte
        </button>
        <p className={styles.notice}>
          La carte est fournie par OpenStreetMap&#8239;: en l’affichant, votre navigateur se connecte à ses
          serveurs. <a href={PATHS.privacy}>En savoir plus</a>
        </p>
        <p className={styles.links}>
          <a href={directionsUrl(address)} target="_blank" rel="noopener noreferrer">
            Itinéraire (Google Maps) <Icon name="external-link" className={styles.ext} />
            <span className="visually-hidden"> (nouvel onglet)</span>
          </a>
          <a href={openStreetMapUrl(latitude, longitude)} target="_blank" rel="noopener noreferrer">
            Voir sur OpenStreetMap <Icon name="external-link" className={styles.ext} />
            <span className="visually-hidden"> (nouvel onglet)</span>
          </a>
        </p>
      </div>
    </div>
  );
}
