import { Icon } from '../ui/Icon';
import type { PictureData } from '../../data/images';
import { DialogButton } from '../ui/DialogButton';
import { FullScreenDialog } from '../ui/FullScreenDialog';
import { ZoomImage } from '../ui/ZoomImage';
import styles from './VehicleGallery.module.css';
import {
  PHOTO,
  PHOTOS,
  PHOTO_CLOSE,
  PHOTO_FRAME,
  PHOTO_NUMBER,
  PHOTO_STEP,
  VEHICLE_GALLERY,
} from '../../lib/vehicle-hooks';
import { hook } from '../../lib/dom-hooks';

/** A photo of the car, in the sizes the page needs. */
export interface GalleryPhoto {
  /** On the page: the first one large, the others as thumbnails. */
  inline: PictureData;
  /** Full screen, built into the dialog by the script on opening (so the page downloads none). */
  full: PictureData;
  /** The largest full-screen file, where the link goes without JavaScript. */
  fullHref: string;
}

export interface VehicleGalleryProps {
  /** The car's name, for the photos' accessible names. */
  name: string;
  photos: readonly GalleryPhoto[];
}

/**
 * The car's photos: the first one large, the others as thumbnails; each opens full screen in a
 * modal <dialog>, the home offers' overlay pattern (close button, Escape or a click on the backdrop
 * closes; the page does not scroll meanwhile, see global.css; focus returns to the photo), here
 * with previous/next buttons and arrow keys. The few lines of src/client/vehicle-gallery.ts
 * drive it; without JavaScript each photo links to its largest file.
 */
export function VehicleGallery({ name, photos }: VehicleGalleryProps) {
  const count = photos.length;
  return (
    <div className={styles.gallery} {...hook(VEHICLE_GALLERY)}>
      <ul role="list" className={styles.photos}>
        {photos.map((photo, i) => (
          <li key={photo.fullHref} className={i === 0 ? styles.main : undefined}>
            <ZoomImage
              image={photo.inline}
              label={`Agrandir la photo ${i + 1} sur ${count} : ${photo.inline.alt}`}
              href={photo.fullHref}
              priority={i === 0}
              badge={i === 0}
              className={styles.zoom}
              imageClassName={styles.image}
              {...hook(PHOTO, i)}
            />
          </li>
        ))}
      </ul>
      <FullScreenDialog className={styles.dialog} aria-labelledby="photo-agrandie">
        <div className={styles.bar}>
          <h2 id="photo-agrandie" className={styles.dialogTitle}>
            {name}, photo <span {...hook(PHOTO_NUMBER)}>1</span> sur {count}
          </h2>
          <DialogButton className={styles.control} {...hook(PHOTO_CLOSE)}>
            <Icon name="x" />
            Fermer
          </DialogButton>
        </div>
        <div className={styles.frame} {...hook(PHOTO_FRAME)} />
        {count > 1 && (
          <div className={styles.nav}>
            <DialogButton className={styles.control} {...hook(PHOTO_STEP, -1)}>
              <Icon name="chevron-left" />
              <span className={styles.words}>
                <span className="visually-hidden">Photo </span>précédente
              </span>
            </DialogButton>
            <DialogButton className={styles.control} {...hook(PHOTO_STEP, 1)}>
              <span className={styles.words}>
                <span className="visually-hidden">Photo </span>suivante
              </span>
              <Icon name="chevron-right" />
            </DialogButton>
          </div>
        )}
      </FullScreenDialog>
      <script
        type="application/json"
        {...hook(PHOTOS)}
        dangerouslySetInnerHTML={{
          __html: JSON.stringify(photos.map((p) => p.full)).replaceAll('<', '\\u003c'),
        }}
      />
    </div>
  );
}
