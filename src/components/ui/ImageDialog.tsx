import { useId } from 'react';
import { PHOTO_CLOSE, PHOTO_FRAME, PHOTO_STEP, PHOTO_TITLE, PHOTOS, hook } from '#lib/dom-hooks.ts';
import type { DialogImage } from '#data/images.ts';
import { inlineJson } from '#lib/inline-json.ts';
import { DialogButton } from './DialogButton';
import { Icon } from './Icon';
import styles from './ImageDialog.module.css';

export interface ImageDialogProps {
  images: readonly DialogImage[];
  /** Previous/next buttons and the arrow keys move through the images (a car's photos). */
  steps?: boolean;
  /**
   * A wide image on an upright screen is as tall as the screen and pans sideways (the offers'
   * illustrations); without it the whole image fits the screen (a car's photos).
   */
  pan?: boolean;
}

/**
 * The full-screen view of a gallery's images (the home offers, a car's photos): a modal <dialog>
 * over the whole viewport on an opaque backdrop, a title bar with « Fermer ». Its image is built
 * by src/client/image-dialog.ts on opening, from the JSON list written beside it, so a visit that
 * never opens it downloads no full-size file. Put it inside the gallery's element marked
 * IMAGE_GALLERY, beside the images' links (ZoomImage, marked PHOTO).
 */
export function ImageDialog({ images, steps = false, pan = false }: ImageDialogProps) {
  const titleId = `titre${useId()}`; // an id starts with a letter
  return (
    <>
      <dialog className={`${styles.dialog} ${pan ? styles.pan : styles.fit}`} aria-labelledby={titleId}>
        <div className={styles.bar}>
          <h2 id={titleId} className={styles.title} {...hook(PHOTO_TITLE)}>
            {images[0]?.title}
          </h2>
          <DialogButton className={styles.close} {...hook(PHOTO_CLOSE)}>
            <Icon name="x" />
            Fermer
          </DialogButton>
        </div>
        <div className={styles.frame} {...hook(PHOTO_FRAME)} />
        {steps && images.length > 1 && (
          <div className={styles.nav}>
            <DialogButton className={styles.step} {...hook(PHOTO_STEP, -1)}>
              <Icon name="chevron-left" />
              <span className={styles.words}>
                <span className="visually-hidden">Photo </span>précédente
              </span>
            </DialogButton>
            <DialogButton className={styles.step} {...hook(PHOTO_STEP, 1)}>
              <span className={styles.words}>
                <span className="visually-hidden">Photo </span>suivante
              </span>
              <Icon name="chevron-right" />
            </DialogButton>
          </div>
        )}
      </dialog>
      <script
        type="application/json"
        {...hook(PHOTOS)}
        dangerouslySetInnerHTML={{ __html: inlineJson(images) }}
      />
    </>
  );
}
