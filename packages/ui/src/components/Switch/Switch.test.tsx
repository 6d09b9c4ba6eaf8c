import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { Switch } from './Switch';

describe('Switch', () => {
  it('toggles with Space and with a click on its label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUI(<Switch onChange={onChange}>Dark theme</Switch>);
    await user.tab();
    await user.keyboard(' ');
    await user.click(screen.getByText('Dark theme'));
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('is described by its description', () => {
    renderWithUI(<Switch description="Other musicians can find you.">Show me</Switch>);
    expect(screen.getByRole('switch', { name: 'Show me' })).toHaveAccessibleDescription(
      'Other musicians can find you.',
    );
  });
});
