import { screen } from '@testing-library/react';
import { createTestStore, renderWithApp } from '../../app/testUtils';
import AboutUsPage from './AboutUsPage';
import ContactSupportPage from './ContactSupportPage';
import PrivacyPolicyPage from './PrivacyPolicyPage';
import PromotionPage from './PromotionPage';
import { festiveCampaignConfigActions } from '../../../entities/festiveCampaign/slice';

describe('the other public pages', () => {
  it('/contact-support: FAQ, the careline with its hours and number, email, and back to the dashboard', () => {
    renderWithApp(<ContactSupportPage diagnostics={<button type="button">Download diagnostic file</button>} />);
    expect(screen.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq');
    expect(screen.getByText('9am to 5pm, Monday to Sunday')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call 1-800-88-1234' })).toHaveAttribute('href', 'tel:1800881234');
    expect(screen.getByRole('link', { name: 'careline@quartz-loyalty.my' })).toHaveAttribute('href', 'mailto:careline@quartz-loyalty.my');
    expect(screen.getByRole('button', { name: 'Download diagnostic file' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/loyalty');
  });

  it('/privacy-policy: keeping data up to 4 years and removal through the careline', () => {
    renderWithApp(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText(/up to 4 years after our last contact with you/)).toBeInTheDocument();
    expect(screen.getByText(/to have your personal data removed, please contact our careline/)).toBeInTheDocument();
    expect(screen.getByText(/call our careline at 1-800-88-1234/)).toBeInTheDocument();
  });

  it('/promotion: the two offers and refer-a-friend, and the festive campaign only when given', () => {
    const { unmount } = renderWithApp(<PromotionPage />);
    expect(screen.getByRole('link', { name: 'Refer & earn' })).toHaveAttribute('href', '/refer-and-earn');
    const offerLinks = screen.getAllByRole('link', { name: 'See the oils' }).map((link) => link.getAttribute('href'));
    expect(offerLinks).toEqual(['/buy3get1', '/buy4get1']);
    expect(screen.queryByRole('link', { name: 'Join the campaign' })).not.toBeInTheDocument();
    unmount();

    renderWithApp(<PromotionPage festiveCampaign={{ title: 'Service & Cash8ack Campaign', text: 'RM10 or RM30 reload PIN.', to: '/campaign/cny' }} />);
    expect(screen.getByRole('heading', { name: 'Service & Cash8ack Campaign' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the campaign' })).toHaveAttribute('href', '/campaign/cny');
  });

  it('/promotion shows the festive campaign by itself while the server says it runs', () => {
    const store = createTestStore();
    store.dispatch(festiveCampaignConfigActions.loaded({ on: true, start: '2027-01-20', end: '2027-02-28' }));
    renderWithApp(<PromotionPage />, { store });
    expect(screen.getByRole('heading', { name: 'Service & Cash8ack Campaign' })).toBeInTheDocument();
    expect(screen.getByText(/RM30 \(Buy 3 Get 1 Free ranges\) or RM10/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the campaign' })).toHaveAttribute('href', '/loyalty');
  });

  it('/about-us: the programme, and the way to join', () => {
    renderWithApp(<AboutUsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Find a workshop' })).toHaveAttribute('href', '/workshops-locator');
  });
});
