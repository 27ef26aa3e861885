import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n';
import { LANGUAGE_STORAGE_KEY } from '../storage';
import { renderWithApp } from '../../member/app/testUtils';
import { LanguageSwitch } from './LanguageSwitch';

function Heading() {
  const { t } = useTranslation();
  return <h1>{t('dashboard.vehicles.heading')}</h1>;
}

afterEach(async () => {
  await i18n.changeLanguage('en');
  localStorage.clear();
});

it('switches to Malay and keeps the choice on the device', async () => {
  renderWithApp(
    <>
      <Heading />
      <LanguageSwitch />
    </>,
  );
  expect(screen.getByRole('heading')).toHaveTextContent('My Vehicles');
  fireEvent.click(screen.getByRole('button', { name: 'Bahasa Melayu' }));
  await waitFor(() => expect(screen.getByRole('heading')).toHaveTextContent('Kenderaan Saya'));
  expect(screen.getByRole('button', { name: 'Bahasa Melayu' })).toHaveAttribute('aria-pressed', 'true');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ms');
  expect(document.documentElement.lang).toBe('ms');
});
