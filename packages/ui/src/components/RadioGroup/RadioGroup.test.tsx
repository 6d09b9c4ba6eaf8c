import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { Radio } from './Radio';
import { RadioGroup } from './RadioGroup';

function Levels(props: Partial<Parameters<typeof RadioGroup>[0]>) {
  return (
    <RadioGroup label="Skill level" {...props}>
      <Radio value="beginner" description="Just started.">
        Beginner
      </Radio>
      <Radio value="expert">Expert</Radio>
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('chooses with the arrow keys and reports the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUI(<Levels onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Expert' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('expert');
  });

  it('describes an option with its own description', () => {
    renderWithUI(<Levels />);
    expect(screen.getByRole('radio', { name: 'Beginner' })).toHaveAccessibleDescription(
      'Just started.',
    );
  });

  it('marks the group invalid and describes it with a given error', () => {
    renderWithUI(<Levels errorMessage="Choose one." />);
    const group = screen.getByRole('radiogroup', { name: 'Skill level' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose one.');
  });

  it('tells assistive technology its orientation', () => {
    renderWithUI(<Levels orientation="horizontal" />);
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-orientation', 'horizontal');
  });
});
