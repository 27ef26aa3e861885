import { addressFields } from '../../../../shared/rules';
import { fieldsOf } from './ruleValidator';
import { TextField } from './TextField';

const fields = fieldsOf(addressFields);

/** The four address fields; each form names them in its own words ('Delivery address' for a reward). */
export type AddressLabel = 'address' | 'state' | 'country' | 'postalCode';

/** The postal address of a form (the profile, a referral reward), with its rules and the browser's autofill. */
export function AddressFields({ label }: { label: (field: AddressLabel) => string }) {
  return (
    <>
      <TextField name="address" label={label('address')} autoComplete="street-address" {...fields.address} />
      <TextField name="state" label={label('state')} autoComplete="address-level1" {...fields.state} />
      <TextField name="country" label={label('country')} autoComplete="country-name" {...fields.country} />
      <TextField name="postal_code" label={label('postalCode')} inputMode="numeric" autoComplete="postal-code" {...fields.postal_code} />
    </>
  );
}
