// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OffersGallery } from './OffersGallery';
import { pictureOf, stubDialog } from '../../../tests/support/jsdom';

const offers = ['Disques de frein', 'Kit de distribution'].map((title) => ({
  title,
  description: `${title} : pièces et main-d’œuvre.`,
  image: pictureOf(`${title}, illustration`, 600, 400),
  full: pictureOf(`${title}, illustration`, 2400, 1600),
}));

describe('OffersGallery', () => {
  beforeEach(() => {
    stubDialog();
    render(<OffersGallery offers={offers} />);
  });
  afterEach(cleanup);

  it('lists every offer with its title, description and an enlarge button', () => {
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    for (const [i, offer] of offers.entries()) {
      expect(within(items[i]!).getByRole('heading', { level: 3, name: offer.title })).toBeInTheDocument();
      expect(within(items[i]!).getByText(offer.description)).toBeInTheDocument();
      const button = within(items[i]!).getByRole('button', { name: `Agrandir l’image : ${offer.title}` });
      expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    }
  });

  it('an image opens in a dialog named by its offer, focus on « Fermer »', async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Agrandir l’image : Kit de distribution' }));
    const dialog = screen.getByRole('dialog', { name: 'Kit de distribution' });
    expect(dialog).toHaveProperty('open', true);
    expect(within(dialog).getByRole('img', { name: 'Kit de distribution, illustration' })).toHaveAttribute(
      'src',
      offers[1]!.full.src,
    );
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toHaveFocus();
  });

  it('« Fermer » closes it and gives focus back to the image that opened it', async () => {
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Agrandir l’image : Disques de frein' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
