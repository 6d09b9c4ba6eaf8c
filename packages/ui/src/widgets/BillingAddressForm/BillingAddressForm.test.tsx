import { type BillingAddress, emptyBillingAddress } from '@backline/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { BillingAddressForm } from './BillingAddressForm';

const countries = [{ countrycode: 'US', countryname: 'United States' }];

function Controlled({ onChange }: { onChange: (value: BillingAddress) => void }) {
  const [value, setValue] = useState<BillingAddress>(emptyBillingAddress());
  return (
    <BillingAddressForm
      value={value}
      countries={countries}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('BillingAddressForm', () => {
  it('shows no error until asked, then the spec words for each empty required field', () => {
    const props = { value: emptyBillingAddress(), onChange: () => {}, countries };
    const { rerender } = renderWithUI(<BillingAddressForm {...props} />);
    expect(screen.queryByText('First Name is required')).toBeNull();
    rerender(<BillingAddressForm {...props} showErrors />);
    for (const text of [
      'First Name is required',
      'Last Name is required',
      'Address is required',
      'City is required',
      'State or Region is required',
      'Zip or Postal Code is required',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    // Country is US by default: no country error.
    expect(screen.queryByText('Country is required')).toBeNull();
  });

  it('asks for a country when none is chosen', () => {
    renderWithUI(
      <BillingAddressForm
        value={{ ...emptyBillingAddress(), country: '' }}
        onChange={() => {}}
        countries={countries}
        showErrors
      />,
    );
    expect(screen.getByText('Country is required')).toBeInTheDocument();
  });

  it('treats blank text as missing and lets a server error win', () => {
    renderWithUI(
      <BillingAddressForm
        value={{ ...emptyBillingAddress(), first_name: '   ' }}
        onChange={() => {}}
        countries={countries}
        showErrors
        serverErrors={{ last_name: 'Last name is too long' }}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveAccessibleDescription(
      'First Name is required',
    );
    expect(screen.getByRole('textbox', { name: 'Last Name' })).toHaveAccessibleDescription(
      'Last name is too long',
    );
  });

  it('reports the whole address on each change', async () => {
    const onChange = vi.fn();
    renderWithUI(<Controlled onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Austin');
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyBillingAddress(), city: 'Austin' });
  });

  it('speaks Spanish', () => {
    renderWithUI(
      <BillingAddressForm
        value={emptyBillingAddress()}
        onChange={() => {}}
        countries={countries}
        showErrors
      />,
      'es',
    );
    expect(screen.getByRole('group', { name: 'Dirección de facturación' })).toBeInTheDocument();
    expect(screen.getByText('El nombre es obligatorio')).toBeInTheDocument();
  });
});
