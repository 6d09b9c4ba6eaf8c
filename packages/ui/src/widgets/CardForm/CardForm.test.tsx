import { SANDBOX_TEST_CARDS } from '@backline/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { CardForm } from './CardForm';

const now = new Date('2026-11-22T12:00:00Z');

async function typeCard(number: string, month: string, year: string, code: string) {
  const entries = [
    ['Card Number', number],
    ['Expiration Month', month],
    ['Expiration Year', year],
    ['Security Code (CVC)', code],
  ] as const;
  for (const [name, text] of entries) {
    if (text) await userEvent.type(screen.getByRole('textbox', { name }), text);
  }
}

describe('CardForm', () => {
  it('groups the number in fours as it is typed, keeping digits only', async () => {
    const onChange = vi.fn();
    renderWithUI(<CardForm onChange={onChange} now={now} />);
    const number = screen.getByRole('textbox', { name: 'Card Number' });
    await userEvent.type(number, '4111-1111x1111 11');
    expect(number).toHaveValue('4111 1111 1111 11');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ number: '4111 1111 1111 11' }),
    );
  });

  it('cuts month, year and security code to 2, 4 and 3 digits', async () => {
    renderWithUI(<CardForm now={now} />);
    await typeCard('', '123', '20301', '12a34');
    expect(screen.getByRole('textbox', { name: 'Expiration Month' })).toHaveValue('12');
    expect(screen.getByRole('textbox', { name: 'Expiration Year' })).toHaveValue('2030');
    expect(screen.getByRole('textbox', { name: 'Security Code (CVC)' })).toHaveValue('123');
  });

  it('hands a valid card to onTokenize with the number as digits only', async () => {
    const onTokenize = vi.fn();
    renderWithUI(<CardForm now={now} onTokenize={onTokenize} />);
    await typeCard(SANDBOX_TEST_CARDS.success, '12', '2030', '123');
    await userEvent.click(screen.getByRole('button', { name: 'Save Card' }));
    expect(onTokenize).toHaveBeenCalledWith({
      number: '4111111111111111',
      month: '12',
      year: '2030',
      verification_value: '123',
    });
  });

  it('shows the spec errors instead of tokenizing an invalid or expired card', async () => {
    const onTokenize = vi.fn();
    renderWithUI(<CardForm now={now} onTokenize={onTokenize} />);
    expect(screen.queryByText('Invalid Card Number')).toBeNull();
    // Fails the Luhn check; October 2026 ended before the 22nd of November.
    await typeCard('4111111111111112', '10', '2026', '123');
    await userEvent.click(screen.getByRole('button', { name: 'Save Card' }));
    expect(onTokenize).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Card Number' })).toHaveAccessibleDescription(
      'Invalid Card Number',
    );
    expect(screen.getByRole('textbox', { name: 'Expiration Month' })).toHaveAccessibleDescription(
      'Invalid Expiration Date',
    );
    expect(screen.getByRole('textbox', { name: 'Expiration Year' })).toHaveAccessibleDescription(
      'Invalid Expiration Date',
    );
  });

  it('accepts the current month as not yet expired', async () => {
    const onTokenize = vi.fn();
    renderWithUI(<CardForm now={now} onTokenize={onTokenize} />);
    await typeCard(SANDBOX_TEST_CARDS.success, '11', '26', '123');
    await userEvent.click(screen.getByRole('button', { name: 'Save Card' }));
    expect(onTokenize).toHaveBeenCalledTimes(1);
  });

  it('gives its inputs no name, so no form submission carries the card', () => {
    const { container } = renderWithUI(<CardForm now={now} />);
    for (const input of container.querySelectorAll('input')) {
      expect(input.getAttribute('name')).toBeNull();
    }
  });

  it('shows the provider errors and no rule errors while disabled', () => {
    renderWithUI(
      <CardForm
        now={now}
        showErrors
        isDisabled
        serverErrors={{ verification_value: 'Your card was declined.' }}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Card Number' })).toBeDisabled();
    expect(screen.queryByText('Invalid Card Number')).toBeNull();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
  });

  it('speaks Spanish', () => {
    renderWithUI(<CardForm now={now} showErrors />, 'es');
    expect(screen.getByRole('group', { name: 'Tarjeta de crédito' })).toBeInTheDocument();
    expect(screen.getByText('Número de tarjeta no válido')).toBeInTheDocument();
  });
});
