import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { TextField } from './TextField';

describe('TextField', () => {
  it('ties the label and the description to the input', () => {
    renderWithUI(<TextField label="Email" description="We never share it." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We never share it.');
  });

  it('marks the field invalid and describes it with a server error given as a string', () => {
    renderWithUI(<TextField label="Email" errorMessage="Email is already taken." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is already taken.');
  });

  it('stays valid when the error message is empty', () => {
    renderWithUI(<TextField label="Email" errorMessage="" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
  });

  it('lets an explicit isInvalid win over the error message', () => {
    renderWithUI(<TextField label="Email" errorMessage="Taken." isInvalid={false} />);
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
  });
});
