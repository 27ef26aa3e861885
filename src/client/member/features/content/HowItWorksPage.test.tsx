import { screen } from '@testing-library/react';
import { clearCookies, renderWithApp, setTokenCookies } from '../../app/testUtils';
import HowItWorksPage, { registerLink } from './HowItWorksPage';

afterEach(() => clearCookies());

describe('/how-it-works', () => {
  it("keeps a friend's referral code on the register link", () => {
    renderWithApp(<HowItWorksPage />, { route: '/how-it-works?ref=QX7K2M9A' });
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/register?ref=QX7K2M9A');
  });

  it('links /register without a code, and escapes one that needs it', () => {
    expect(registerLink(null)).toBe('/register');
    expect(registerLink('  ')).toBe('/register');
    expect(registerLink('AB&C D')).toBe('/register?ref=AB%26C+D');
    renderWithApp(<HowItWorksPage />, { route: '/how-it-works' });
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/register');
  });

  it('explains the rules and links the FAQ, support and the two PDFs', () => {
    renderWithApp(<HowItWorksPage />, { route: '/how-it-works' });
    expect(screen.getByRole('heading', { level: 1, name: 'How It Works' })).toBeInTheDocument();
    expect(screen.getByText(/lowest value among the oils bought in the cycle/)).toBeInTheDocument();
    expect(screen.getByText(/within 5 days/)).toBeInTheDocument();
    expect(screen.getByText(/more than 30 days old/)).toBeInTheDocument();
    expect(screen.getByText(/at most 2 bottles per car per day/)).toBeInTheDocument();
    expect(screen.getByText(/runs for 36 months/)).toBeInTheDocument();
    expect(screen.getByText(/Recommended service every 90 days or 7,000 km/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact-support');
    expect(screen.getByRole('link', { name: 'Terms & Conditions (PDF)' })).toHaveAttribute('href', '/pdf/terms-and-conditions.pdf');
    expect(screen.getByRole('link', { name: 'Programme Manual (PDF)' })).toHaveAttribute('href', '/pdf/programme-manual.pdf');
  });

  it('sends a member to the dashboard instead of registering', () => {
    setTokenCookies();
    renderWithApp(<HowItWorksPage />, { route: '/how-it-works?ref=QX7K2M9A' });
    expect(screen.queryByRole('link', { name: 'Register now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Dashboard' })).toHaveAttribute('href', '/loyalty');
  });
});
