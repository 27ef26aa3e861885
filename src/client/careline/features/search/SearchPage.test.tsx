import { fireEvent, screen } from '@testing-library/react';
import { answer, fixtureApi, renderPage, signIn, signOut } from '../../app/testUtils';
import SearchPage from './SearchPage';

beforeEach(() => signIn());
afterEach(() => signOut());

describe('SearchPage', () => {
  it('searches and links each member found to their case', async () => {
    const api = fixtureApi({
      findMembers: async () => answer(200, [{ mobile_number: '60123456789', fullname: 'Siti Nurhaliza', email: 'siti@example.com', verified: false, matched: 'name' }]),
    });
    await renderPage(<SearchPage />, { path: '/members', api });
    expect(screen.getByRole('heading', { level: 1, name: 'Find a member' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'siti nur' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { level: 2, name: '1 member found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Siti Nurhaliza' })).toHaveAttribute('href', '/members/60123456789');
    expect(screen.getByText('+60123456789 · siti@example.com · by name · registration not finished')).toBeInTheDocument();
    expect(api.findMembers).toHaveBeenCalledWith('siti nur', 'careline-access-1');
  });
});
