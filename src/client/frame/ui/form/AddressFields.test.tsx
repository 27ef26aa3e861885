import { fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import { initI18n } from '../../i18n';
import './texts';
import { AddressFields } from './AddressFields';

initI18n('en');

const labels = { address: 'Delivery address', state: 'State', country: 'Country', postalCode: 'Postal code' } as const;

function renderAddress(initialValues = { address: '', state: '', country: '', postal_code: '' }) {
  return render(
    <Form
      onSubmit={() => undefined}
      initialValues={initialValues}
      render={({ handleSubmit }) => (
        <form noValidate onSubmit={handleSubmit}>
          <AddressFields label={(field) => labels[field]} />
          <button type="submit">Save</button>
        </form>
      )}
    />,
  );
}

it("names the fields in the form's words and fills them from its values", () => {
  renderAddress({ address: '12 Jalan Ampang', state: 'Kuala Lumpur', country: 'Malaysia', postal_code: '50450' });
  expect(screen.getByLabelText('Delivery address')).toHaveValue('12 Jalan Ampang');
  expect(screen.getByLabelText('State')).toHaveAttribute('autocomplete', 'address-level1');
  expect(screen.getByLabelText('Country')).toHaveValue('Malaysia');
  expect(screen.getByLabelText('Postal code')).toHaveAttribute('inputmode', 'numeric');
});

it('checks every field with the address rules', () => {
  renderAddress();
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByText('*State is required')).toBeInTheDocument();
});
