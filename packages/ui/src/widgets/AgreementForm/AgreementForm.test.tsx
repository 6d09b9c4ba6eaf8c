import { ENTITY_CHOICE_TYPES } from '@backline/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import en from '../../messages/en.json';
import { AgreementForm, entityTypeMessages } from './AgreementForm';
import { AGREEMENT_DATE_LINE, AGREEMENT_SECTIONS } from './agreementText';

describe('AgreementForm', () => {
  it('words the §5 and §8 messages as the spec does', () => {
    expect(en['ui.agreementForm.executed']).toBe('Agreement executed successfully');
    expect(en['ui.agreementForm.executeFailed']).toBe('Error executing agreement');
    expect(en['ui.agreementForm.notAvailable']).toBe('N/A');
  });

  it('names every entity type in English as the spec does', () => {
    expect(ENTITY_CHOICE_TYPES.map((type) => en[entityTypeMessages[type]])).toEqual([
      ...ENTITY_CHOICE_TYPES,
    ]);
  });

  it('dates the agreement November 18, 2024 and states the §9 numbers', () => {
    expect(AGREEMENT_DATE_LINE).toContain('November 18, 2024');
    const text = AGREEMENT_SECTIONS.flatMap((section) => section.paragraphs).join(' ');
    for (const fact of ['30%', '3 years', '$25.00', '$50.00', '$10,000.00', '86400 seconds']) {
      expect(text).toContain(fact);
    }
  });

  it('keeps submit disabled until Individual is chosen, then signs under the person’s name', async () => {
    const onSubmit = vi.fn();
    renderWithUI(<AgreementForm partner={null} personName=" Ana López " onSubmit={onSubmit} />);
    const submit = screen.getByRole('button', { name: 'Sign the agreement' });
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Individual' }));
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ partner_name: 'Ana López', entity_type: 'Individual' });
  });

  it('asks an Entity for its name once the field is left empty', async () => {
    renderWithUI(<AgreementForm partner={null} personName="Ana" onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Entity' }));
    const name = screen.getByRole('textbox', { name: /Entity name/ });
    await userEvent.click(name);
    await userEvent.tab();
    expect(name).toHaveAccessibleDescription('Entity name is required');
    expect(screen.getByRole('button', { name: 'Sign the agreement' })).toBeDisabled();
  });

  it('shows the executed date instead of the form once signed', () => {
    renderWithUI(
      <AgreementForm
        partner={{ account: { id: 'acc-1' }, agreement: { signed_at: '2026-11-20T10:00:00Z' } }}
        personName="Ana"
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByText('Agreement executed on: November 20, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign the agreement' })).toBeNull();
  });

  it('shows N/A for a partner without a signing date, in Spanish too', () => {
    renderWithUI(
      <AgreementForm
        partner={{ account: { id: 'acc-1' }, agreement: null }}
        personName="Ana"
        onSubmit={vi.fn()}
      />,
      'es',
    );
    expect(screen.getByText('Acuerdo firmado el: N/D')).toBeInTheDocument();
  });
});
