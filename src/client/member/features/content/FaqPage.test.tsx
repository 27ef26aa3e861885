import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../app/testUtils';
import FaqPage from './FaqPage';

const question = (name: string | RegExp) => screen.getByRole('button', { name });

describe('/faq', () => {
  it('opens one answer at a time', () => {
    renderWithApp(<FaqPage />, { route: '/faq' });
    const freeBottle = question('Which oil is my free bottle?');
    const verification = question('How long does verification take?');
    expect(screen.queryByText(/lowest value among the oils bought/)).not.toBeVisible();

    fireEvent.click(freeBottle);
    expect(freeBottle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/lowest value among the oils bought/)).toBeVisible();

    fireEvent.click(verification);
    expect(verification).toHaveAttribute('aria-expanded', 'true');
    expect(freeBottle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/normally within 5 days/)).toBeVisible();
    expect(screen.getByText(/lowest value among the oils bought/)).not.toBeVisible();
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);

    fireEvent.click(verification);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it("answers with the programme's rules and the careline", () => {
    renderWithApp(<FaqPage />, { route: '/faq' });
    for (const name of ['How often can I submit a service?', 'How long is the programme valid for my car?', 'How many cars can I register?', 'When is the careline open?']) {
      fireEvent.click(question(name));
    }
    expect(screen.getByText(/more than 30 days old.*at most 2 bottles a day/)).toBeInTheDocument();
    expect(screen.getByText(/^36 months \(3 years\)/)).toBeInTheDocument();
    expect(screen.getByText(/Up to 4 cars/)).toBeInTheDocument();
    expect(screen.getByText('9am to 5pm, Monday to Sunday, at 1-800-88-1234.')).toBeInTheDocument();
  });

  it('calls support and goes back to /loyalty', () => {
    renderWithApp(<FaqPage />, { route: '/faq' });
    expect(screen.getByRole('link', { name: 'Call support' })).toHaveAttribute('href', 'tel:1800881234');
    expect(screen.getByRole('link', { name: 'Back to My Vehicles' })).toHaveAttribute('href', '/loyalty');
  });
});
