import type { PictureData } from '#data/images.ts';
import type { PriceLine } from '#lib/price.ts';
import { IMAGE_GALLERY, OFFER_UNTIL, PHOTO, hook } from '#lib/dom-hooks.ts';
import { untilLabel } from '#lib/offers.ts';
import { Card } from '../ui/Card';
import { ImageDialog } from '../ui/ImageDialog';
import { ZoomImage } from '../ui/ZoomImage';
import { Price } from '../ui/Price';
import styles from './OffersGallery.module.css';

export interface OfferItem {
  title: string;
  description: string;
  /** The price of the service the offer names, from the price list (src/lib/price.ts). */
  price?: PriceLine | undefined;
  /** The offer's last day, YYYY-MM-DD: the card says it, and src/client/offers-expiry.ts hides it afterwards. */
  until?: string | undefined;
  /** The card's image. */
  image: PictureData;
  /** The same image, sized for the full-screen view. */
  full: PictureData;
}

export interface OffersGalleryProps {
  offers: OfferItem[];
}

/**
 * OFFRES DU MOMENT: the offer cards; each image opens full screen in the site's image dialog
 * (ImageDialog.tsx, moved by src/client/image-dialog.ts), as large as the screen allows in either
 * orientation. Without JavaScript each image links to its file.
 */
export function OffersGallery({ offers }: OffersGalleryProps) {
  return (
    <div {...hook(IMAGE_GALLERY)}>
      <ul role="list" className={styles.grid}>
        {offers.map((item, i) => (
          <Card
            as="li"
            flush
            key={item.title}
            className={styles.card}
            {...(item.until ? hook(OFFER_UNTIL, item.until) : {})}
          >
            <ZoomImage
              image={item.image}
              label={`Agrandir l’image : ${item.title}`}
              href={item.full.src}
              className={styles.zoom}
              imageClassName={styles.image}
              {...hook(PHOTO, i)}
            />
            <div className={styles.body}>
              <h3 className={styles.title}>{item.title}</h3>
              <p className={styles.text}>{item.description}</p>
              {item.price && (
                <p className={styles.price}>
                  <Price line={item.price} />
                </p>
              )}
              {item.until && <p className={styles.until}>{untilLabel(item.until)}</p>}
            </div>
          </Card>
        ))}
      </ul>
      <ImageDialog pan images={offers.map((item) => ({ image: item.full, title: item.title }))} />
    </div>
  );
}
