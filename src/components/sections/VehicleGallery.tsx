import type { PictureData } from '#data/images.ts';
import { IMAGE_GALLERY, PHOTO, hook } from '#lib/dom-hooks.ts';
import { ImageDialog } from '../ui/ImageDialog';
import { ZoomImage } from '../ui/ZoomImage';
import styles from './VehicleGallery.module.css';

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
 * The car's photos: the first one large, the others as thumbnails; each opens full screen in the
 * site's image dialog (ImageDialog.tsx, moved by src/client/image-dialog.ts), here with
 * previous/next buttons and arrow keys. Without JavaScript each photo links to its largest file.
 */
export function VehicleGallery({ name, photos }: VehicleGalleryProps) {
  const count = photos.length;
  return (
    <div className={styles.gallery} {...hook(IMAGE_GALLERY)}>
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
      <ImageDialog
        steps
        images={photos.map((photo, i) => ({
          image: photo.full,
          title: `${name}, photo ${i + 1} sur ${count}`,
        }))}
      />
    </div>
  );
}
