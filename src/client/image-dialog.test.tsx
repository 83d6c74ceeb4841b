// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OffersGallery } from '#components/sections/OffersGallery.tsx';
import { VehicleGallery } from '#components/sections/VehicleGallery.tsx';
import { pictureOf, stubDialog } from '#tests/support/jsdom.ts';
import { enhanceImageDialog } from './image-dialog';

const offers = ['Disques de frein', 'Kit de distribution'].map((title) => ({
  title,
  description: `${title} : pièces et main-d’œuvre.`,
  image: pictureOf(`${title}, illustration`, 600, 400),
  full: pictureOf(`${title}, illustration`, 2400, 1600),
}));
const photos = ['La Golf de face', 'Le tableau de bord'].map((alt) => ({
  inline: pictureOf(alt, 800, 600),
  full: pictureOf(alt, 2400, 1800),
  fullHref: `/${alt}.jpg`,
}));

/** The markup rendered at build time, then the page's script run over it, as in the browser. */
function renderGallery(gallery: React.ReactElement) {
  const { container } = render(gallery);
  enhanceImageDialog(container.firstElementChild as HTMLElement);
}

describe('the image dialog (ImageDialog markup + src/client/image-dialog.ts)', () => {
  beforeEach(stubDialog);
  afterEach(cleanup);

  describe('on the offers', () => {
    beforeEach(() => renderGallery(<OffersGallery offers={offers} />));

    it('lists every offer with its title, description and an image link that opens a dialog', () => {
      const items = screen.getAllByRole('listitem');
      expect(items).toHaveLength(2);
      for (const [i, offer] of offers.entries()) {
        expect(within(items[i]!).getByRole('heading', { level: 3, name: offer.title })).toBeInTheDocument();
        expect(within(items[i]!).getByText(offer.description)).toBeInTheDocument();
        const link = within(items[i]!).getByRole('link', { name: `Agrandir l’image : ${offer.title}` });
        expect(link).toHaveAttribute('href', offer.full.src);
        expect(link).toHaveAttribute('aria-haspopup', 'dialog');
      }
      // Closed, the dialog holds no image: a visit that never opens it downloads none.
      expect(document.querySelector('dialog img')).toBeNull();
    });

    it('an image opens in a dialog named by its offer, focus on « Fermer »', async () => {
      const user = userEvent.setup();
      await user.click(screen.getByRole('link', { name: 'Agrandir l’image : Kit de distribution' }));
      const dialog = screen.getByRole('dialog', { name: 'Kit de distribution' });
      expect(dialog).toHaveProperty('open', true);
      expect(within(dialog).getByRole('img', { name: 'Kit de distribution, illustration' })).toHaveAttribute(
        'src',
        offers[1]!.full.src,
      );
      expect(within(dialog).getByRole('button', { name: 'Fermer' })).toHaveFocus();
      // No steps here: the arrow keys leave the offer shown.
      fireEvent.keyDown(dialog, { key: 'ArrowRight' });
      expect(screen.getByRole('dialog', { name: 'Kit de distribution' })).toBeInTheDocument();
    });

    it('« Fermer » closes it, empties it and gives focus back to the image that opened it', async () => {
      const user = userEvent.setup();
      const opener = screen.getByRole('link', { name: 'Agrandir l’image : Disques de frein' });
      await user.click(opener);
      await user.click(screen.getByRole('button', { name: 'Fermer' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(document.querySelector('dialog img')).toBeNull();
      expect(opener).toHaveFocus();
    });
  });

  describe('on a car’s photos', () => {
    beforeEach(() => renderGallery(<VehicleGallery name="Volkswagen Golf" photos={photos} />));

    it('moves through the photos with its buttons and the arrow keys, wrapping, titled for each', async () => {
      const user = userEvent.setup();
      await user.click(screen.getByRole('link', { name: 'Agrandir la photo 2 sur 2 : Le tableau de bord' }));
      const dialog = screen.getByRole('dialog', { name: 'Volkswagen Golf, photo 2 sur 2' });
      await user.click(within(dialog).getByRole('button', { name: /suivante/ }));
      expect(dialog).toHaveAccessibleName('Volkswagen Golf, photo 1 sur 2');
      expect(within(dialog).getByRole('img', { name: 'La Golf de face' })).toBeInTheDocument();
      fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
      expect(dialog).toHaveAccessibleName('Volkswagen Golf, photo 2 sur 2');
      await user.click(within(dialog).getByRole('button', { name: /précédente/ }));
      expect(within(dialog).getAllByRole('img')).toHaveLength(1);
      expect(within(dialog).getByRole('img', { name: 'La Golf de face' })).toBeInTheDocument();
    });
  });
});
