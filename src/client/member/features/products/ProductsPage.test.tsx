import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { i18n } from '../../../frame/i18n';
import { oilsInTab } from '../../../../shared/catalogue/oils';
import { renderWithApp } from '../../app/testUtils';
import en from '../../../frame/i18n/locales/en/products.json';
import ms from '../../../frame/i18n/locales/ms/products.json';
import ProductsPage from './ProductsPage';

describe('/buy3get1 and /buy4get1', () => {
  it.each([
    [3, 8, 'Buy 3 Get 1 Free oils'],
    [4, 7, 'Buy 4 Get 1 Free oils'],
  ] as const)('tab %s lists its %s oils, each with its datasheet PDF and product page', (tab, count, listName) => {
    renderWithApp(<ProductsPage tab={tab} />, { route: tab === 3 ? '/buy3get1' : '/buy4get1' });
    const list = screen.getByRole('list', { name: listName });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(count);
    oilsInTab(tab).forEach((oil, index) => {
      const card = within(cards[index]);
      expect(card.getByRole('heading', { name: oil.fullName.join(' ') })).toBeInTheDocument();
      expect(card.getByText(`${oil.packLitres}L pack`)).toBeInTheDocument();
      expect(card.getByText(`SAE ${oil.grade}`)).toBeInTheDocument();
      expect(card.getByText(oil.description)).toBeInTheDocument();
      const pdf = card.getByRole('link', { name: 'Technical data (PDF)' });
      expect(pdf).toHaveAttribute('href', `/pdf/${oil.pdfName}`);
      const readMore = card.getByRole('link', { name: /Read more/ });
      expect(readMore).toHaveAttribute('href', oil.readMoreUrl);
      expect(readMore).toHaveAttribute('target', '_blank');
      expect(readMore).toHaveAttribute('rel', 'noopener');
    });
    expect(screen.getByText(`${count} oils`, { exact: false })).toBeInTheDocument();
  });

  it('links to the Malay datasheet when the screen is in Malay', async () => {
    renderWithApp(<ProductsPage tab={3} />, { route: '/buy3get1' });
    await act(async () => {
      await i18n.changeLanguage('ms');
    });
    try {
      const [oil] = oilsInTab(3);
      const card = within(screen.getAllByRole('article')[0]);
      expect(card.getByRole('link', { name: 'Data teknikal (PDF)' })).toHaveAttribute('href', `/pdf/ms/${oil.pdfName}`);
    } finally {
      await act(async () => {
        await i18n.changeLanguage('en');
      });
    }
  });

  it('shows the English descriptions of the catalogue, and a Malay one for every oil', () => {
    for (const oil of [...oilsInTab(3), ...oilsInTab(4)]) {
      expect(en.descriptions[oil.code as keyof typeof en.descriptions]).toBe(oil.description);
      expect(ms.descriptions[oil.code as keyof typeof ms.descriptions]).toBeTruthy();
    }
  });
});
