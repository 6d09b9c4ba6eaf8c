import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { CheckboxGroup } from '../CheckboxGroup/CheckboxGroup';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles with a click on its label and with Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUI(<Checkbox onChange={onChange}>Email me</Checkbox>);
    await user.click(screen.getByText('Email me'));
    expect(screen.getByRole('checkbox', { name: 'Email me' })).toBeChecked();
    await user.keyboard(' ');
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('is described by its description and its error, and marked invalid by the error', () => {
    renderWithUI(
      <Checkbox description="At most one a day." errorMessage="Required.">
        Email me
      </Checkbox>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Email me' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('At most one a day. Required.');
  });

  it('is mixed while indeterminate', () => {
    renderWithUI(<Checkbox isIndeterminate>All</Checkbox>);
    expect(screen.getByRole('checkbox', { name: 'All' })).toBePartiallyChecked();
  });
});

describe('CheckboxGroup', () => {
  it('reports the values of the chosen checkboxes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUI(
      <CheckboxGroup label="Genres" onChange={onChange} defaultValue={['funk']}>
        <Checkbox value="blues">Blues</Checkbox>
        <Checkbox value="funk">Funk</Checkbox>
      </CheckboxGroup>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Blues' }));
    expect(onChange).toHaveBeenLastCalledWith(['funk', 'blues']);
    expect(screen.getByRole('group', { name: 'Genres' })).toBeInTheDocument();
  });

  it('shows one error for the group and marks each checkbox invalid', () => {
    renderWithUI(
      <CheckboxGroup label="Genres" errorMessage="Choose one.">
        <Checkbox value="blues">Blues</Checkbox>
        <Checkbox value="funk">Funk</Checkbox>
      </CheckboxGroup>,
    );
    expect(screen.getAllByText('Choose one.')).toHaveLength(1);
    for (const checkbox of screen.getAllByRole('checkbox')) {
      expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByRole('group', { name: 'Genres' })).toHaveAccessibleDescription(
      'Choose one.',
    );
  });
});
