import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { X } from 'lucide-react';
import type { PictureData } from '../../data/images';
import type { PriceLine } from '../../lib/price';
import { containedBox, isInside } from '../../lib/geometry';
import { Card } from '../ui/Card';
import { DialogButton } from '../ui/DialogButton';
import { FullScreenDialog } from '../ui/FullScreenDialog';
import { ZoomImage } from '../ui/ZoomImage';
import { Picture } from '../ui/Picture';
import { Price } from '../ui/Price';
import { useHydrated } from './hooks/useHydrated';
import styles from './OffersGallery.module.css';

export interface OfferItem {
  title: string;
  description: string;
  /** The price of the service the offer names, from the price list (src/lib/offers.ts). */
  price?: PriceLine | undefined;
  /** The card's image. */
  image: PictureData;
  /** The same image, sized for the full-screen view. */
  full: PictureData;
  /**
   * The card's data-* attributes for the page's shared script: the offer's last day, which
   * src/client/offers-expiry.ts reads to hide it afterwards. Made by the page (lib/dom-hooks.ts),
   * so the island's bundle shares no module with that script: a shared module would become one
   * more script request on every page.
   */
  hooks?: Record<string, string> | undefined;
  /** The same date as the card says it (« Offre valable jusqu’au 31 décembre »). */
  untilText?: string | undefined;
}

export interface OffersGalleryProps {
  offers: OfferItem[];
}

/**
 * OFFRES DU MOMENT: the offer cards; each image opens full screen in a modal <dialog> on an opaque
 * backdrop, as large as the screen allows in either orientation (Escape, the close button or a
 * click beside the image closes it; the page does not scroll meanwhile, see global.css; focus
 * returns to the image). Without JavaScript each image links to its file.
 */
export function OffersGallery({ offers }: OffersGalleryProps) {
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const titleId = `offre${useId()}`; // an id starts with a letter
  const offer = selected === null ? null : offers[selected];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!offer || !dialog || dialog.open) return;
    dialog.showModal();
    // A wide image on an upright phone is wider than the screen: open on its middle.
    dialog.scrollLeft = (dialog.scrollWidth - dialog.clientWidth) / 2;
  }, [offer]);

  const open = (index: number, event: MouseEvent<HTMLButtonElement>) => {
    openerRef.current = event.currentTarget;
    setSelected(index);
  };
  const onClose = () => {
    setSelected(null);
    // Browsers differ on where focus goes back to: say it. preventScroll keeps the page still.
    openerRef.current?.focus({ preventScroll: true });
  };
  // A click on the backdrop closes: on the dialog itself, or on the bands beside the image it
  // letterboxes (object-fit: contain), which the visitor sees as backdrop too.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    const { target, currentTarget, clientX, clientY } = event;
    const onImage =
      target instanceof HTMLImageElement &&
      isInside(
        containedBox(target.getBoundingClientRect(), {
          width: target.naturalWidth,
          height: target.naturalHeight,
        }),
        clientX,
        clientY,
      );
    if (target === currentTarget || (target instanceof HTMLImageElement && !onImage)) currentTarget.close();
  };

  return (
    <>
      <ul role="list" className={styles.grid}>
        {offers.map((item, i) => (
          <Card as="li" flush key={item.title} className={styles.card} {...item.hooks}>
            <ZoomImage
              image={item.image}
              label={`Agrandir l’image : ${item.title}`}
              href={item.full.src}
              onClick={hydrated ? (event) => open(i, event) : undefined}
              className={styles.zoom}
              imageClassName={styles.image}
            />
            <div className={styles.body}>
              <h3 className={styles.title}>{item.title}</h3>
              <p className={styles.text}>{item.description}</p>
              {item.price && (
                <p className={styles.price}>
                  <Price line={item.price} />
                </p>
              )}
              {item.untilText && <p className={styles.until}>{item.untilText}</p>}
            </div>
          </Card>
        ))}
      </ul>
      {/* The backdrop click is a pointer shortcut; Escape and the close button are its keyboard equivalents. */}
      <FullScreenDialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={titleId}
        onClose={onClose}
        onClick={onDialogClick}
      >
        {offer && (
          <>
            <div className={styles.bar}>
              <h2 id={titleId} className={styles.dialogTitle}>
                {offer.title}
              </h2>
              <DialogButton
                className={styles.close}
                onClick={() => dialogRef.current?.close()}
                // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's only control, focused on opening as the pattern wants
                autoFocus
              >
                <X aria-hidden="true" />
                Fermer
              </DialogButton>
            </div>
            <Picture image={offer.full} priority className={styles.fullImage} />
          </>
        )}
      </FullScreenDialog>
    </>
  );
}
