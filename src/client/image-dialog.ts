/**
 * A gallery's images full screen, the one dialog of the site (ImageDialog.tsx: the home offers, a
 * car's photos): a click on an image's link opens the modal <dialog> on it, titled for it;
 * where the dialog has previous/next buttons, they and the arrow keys move through the images,
 * wrapping; Escape, « Fermer » or a click on the backdrop (or beside the image it letterboxes)
 * close it, and focus goes back to the link it was opened from. The dialog's <picture> is built on
 * opening, so a visit that never opens it downloads no full-size file.
 */
import type { DialogImage, PictureData } from '#data/images.ts';
import { containedBox, isInside } from '#lib/geometry.ts';
import {
  IMAGE_GALLERY,
  PHOTO,
  PHOTOS,
  PHOTO_CLOSE,
  PHOTO_FRAME,
  PHOTO_STEP,
  PHOTO_TITLE,
} from '#lib/dom-hooks.ts';

/** The <picture> of `image`, as Picture.tsx renders it. */
function pictureOf(image: PictureData): HTMLPictureElement {
  const picture = document.createElement('picture');
  for (const source of image.sources) {
    picture.append(
      Object.assign(document.createElement('source'), {
        type: source.type,
        srcset: source.srcset,
        sizes: image.sizes,
      }),
    );
  }
  picture.append(
    Object.assign(document.createElement('img'), {
      src: image.src,
      srcset: image.srcset ?? '',
      sizes: image.sizes,
      width: image.width,
      height: image.height,
      alt: image.alt,
    }),
  );
  return picture;
}

/** Wires one gallery's dialog; does nothing if its markup is not the expected one. */
export function enhanceImageDialog(gallery: HTMLElement): void {
  const dialog = gallery.querySelector('dialog');
  const frame = gallery.querySelector<HTMLElement>(`[${PHOTO_FRAME}]`);
  const title = gallery.querySelector<HTMLElement>(`[${PHOTO_TITLE}]`);
  const json = gallery.querySelector(`script[${PHOTOS}]`)?.textContent;
  if (!dialog || !frame || !title || !json) return;
  const images = JSON.parse(json) as DialogImage[];
  const steps = dialog.querySelector(`[${PHOTO_STEP}]`) !== null;
  let current = 0;
  let opener: HTMLElement | null = null;

  const show = (index: number) => {
    current = (index + images.length) % images.length;
    const { image, title: text } = images[current]!;
    frame.replaceChildren(pictureOf(image));
    title.textContent = text;
    // A wide image on an upright phone may be wider than the screen: show its middle.
    dialog.scrollLeft = (dialog.scrollWidth - dialog.clientWidth) / 2;
  };

  for (const link of gallery.querySelectorAll<HTMLAnchorElement>(`a[${PHOTO}]`)) {
    link.setAttribute('aria-haspopup', 'dialog');
    link.addEventListener('click', (event) => {
      event.preventDefault();
      opener = link;
      dialog.showModal();
      show(Number(link.getAttribute(PHOTO)));
    });
  }
  dialog.addEventListener('click', (event) => {
    const target = event.target as HTMLElement;
    const step = target.closest<HTMLElement>(`[${PHOTO_STEP}]`);
    // The bands beside the image it letterboxes (object-fit: contain) read as backdrop too.
    const besideImage =
      target instanceof HTMLImageElement &&
      !isInside(
        containedBox(target.getBoundingClientRect(), {
          width: target.naturalWidth,
          height: target.naturalHeight,
        }),
        event.clientX,
        event.clientY,
      );
    if (step) show(current + Number(step.getAttribute(PHOTO_STEP)));
    else if (target.closest(`[${PHOTO_CLOSE}]`) || target === dialog || besideImage) dialog.close();
  });
  dialog.addEventListener('keydown', (event) => {
    if (!steps) return;
    if (event.key === 'ArrowLeft') show(current - 1);
    if (event.key === 'ArrowRight') show(current + 1);
  });
  dialog.addEventListener('close', () => {
    frame.replaceChildren();
    // Browsers differ on where focus goes back to: say it. preventScroll keeps the page still.
    opener?.focus({ preventScroll: true });
  });
}

for (const gallery of document.querySelectorAll<HTMLElement>(`[${IMAGE_GALLERY}]`)) {
  enhanceImageDialog(gallery);
}
