import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('keeps line breaks the user types and reports the whole value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUI(<TextArea label="About you" onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'About you' }), 'Guitar{Enter}Jazz');
    expect(onChange).toHaveBeenLastCalledWith('Guitar\nJazz');
  });

  it('marks itself invalid and describes itself with a given error message', () => {
    renderWithUI(<TextArea label="About you" errorMessage="Too short." />);
    const textArea = screen.getByRole('textbox', { name: 'About you' });
    expect(textArea).toHaveAttribute('aria-invalid', 'true');
    expect(textArea).toHaveAccessibleDescription('Too short.');
  });

  it('stays valid with an empty error message', () => {
    renderWithUI(<TextArea label="About you" errorMessage="" description="Public." />);
    const textArea = screen.getByRole('textbox', { name: 'About you' });
    expect(textArea).not.toHaveAttribute('aria-invalid');
    expect(textArea).toHaveAccessibleDescription('Public.');
  });

  it('shows the number of rows asked for', () => {
    renderWithUI(<TextArea label="About you" rows={6} />);
    expect(screen.getByRole('textbox')).toHaveAttribute('rows', '6');
  });
});
