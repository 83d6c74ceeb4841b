import type { PictureData } from '#data/images.ts';
import { displayPhone, telHref } from '#lib/phone.ts';
import { PATHS } from '#lib/pages.ts';
import type { PartsFile } from '#schemas/index.ts';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { Picture } from '../ui/Picture';
import { SectionHeading } from '../ui/SectionHeading';
import styles from './UsedParts.module.css';

export interface UsedPartsProps {
  /** The kinds of parts the garage sells (parts.yaml). */
  parts: NonNullable<PartsFile['parts']>;
  /** Their photos, through the image pipeline. */
  photos: readonly PictureData[];
  /** How to ask for one (parts.yaml), if the garage says it. */
  howToAsk?: string | undefined;
  /** The garage's phone, to ask by. */
  phone: string;
}

/** The used-parts page's body: the parts sold, their photos, and how to ask for one. */
export function UsedParts({ parts, photos, howToAsk, phone }: UsedPartsProps) {
  return (
    <>
      <section className={styles.wrap} aria-labelledby="pieces-vendues">
        <SectionHeading id="pieces-vendues">Les pièces que nous vendons</SectionHeading>
        <ul role="list" className={styles.list}>
          {parts.map((part) => (
            <li key={part.title} className={styles.part}>
              <h3 className={styles.title}>{part.title}</h3>
              {part.text && <p>{part.text}</p>}
            </li>
          ))}
        </ul>
        {photos.length > 0 && (
          <ul role="list" className={styles.photos}>
            {photos.map((photo, i) => (
              <li key={i}>
                <Picture image={photo} className={styles.photo} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.wrap} aria-labelledby="demander-une-piece">
        <SectionHeading id="demander-une-piece">Demander une pièce</SectionHeading>
        {howToAsk && <p className={styles.ask}>{howToAsk}</p>}
        <div className={styles.actions}>
          {/* The number alone in the link, unbroken (html-validate's tel-non-breaking); the name says the rest. */}
          <Button href={telHref(phone)} aria-label={`Appeler le garage au ${displayPhone(phone)}`}>
            <Icon name="phone" />
            {displayPhone(phone)}
          </Button>
          <Button href={PATHS.contact} variant="secondary">
            Adresse et horaires
          </Button>
        </div>
      </section>
    </>
  );
}
