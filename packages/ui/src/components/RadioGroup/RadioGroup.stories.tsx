import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio } from './Radio';
import { RadioGroup, radioGroupOrientations } from './RadioGroup';

const levels = (
  <>
    <Radio value="beginner">Beginner</Radio>
    <Radio value="intermediate">Intermediate</Radio>
    <Radio value="expert">Expert</Radio>
  </>
);

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { label: 'Skill level', children: levels, onChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = { args: { defaultValue: 'intermediate' } };

export const Horizontal: Story = { args: { orientation: 'horizontal' } };

export const WithDescription: Story = {
  args: { description: 'Helps others find musicians at their level.' },
};

export const WithOptionDescriptions: Story = {
  args: {
    label: 'Who can message you',
    children: (
      <>
        <Radio value="everyone" description="Any signed-in musician.">
          Everyone
        </Radio>
        <Radio value="friends" description="Only people you have accepted.">
          Friends
        </Radio>
      </>
    ),
    defaultValue: 'friends',
  },
};

export const Invalid: Story = { args: { errorMessage: 'Choose your skill level.' } };

export const Disabled: Story = { args: { defaultValue: 'expert', isDisabled: true } };

export const DisabledOption: Story = {
  args: {
    children: (
      <>
        <Radio value="beginner">Beginner</Radio>
        <Radio value="intermediate" isDisabled>
          Intermediate
        </Radio>
        <Radio value="expert">Expert</Radio>
      </>
    ),
  },
};

export const ReadOnly: Story = { args: { defaultValue: 'expert', isReadOnly: true } };

export const Required: Story = { args: { isRequired: true } };

/** Tab enters the group; the arrow keys move and choose; Tab leaves it. */
export const KeyboardArrows: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const radio = (name: string) => canvas.getByRole('radio', { name });
    await userEvent.tab();
    await expect(radio('Beginner')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(radio('Intermediate')).toHaveFocus();
    await expect(radio('Intermediate')).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('intermediate');
    await userEvent.keyboard('{ArrowDown}');
    await expect(radio('Expert')).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(radio('Intermediate')).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('intermediate');
  },
};

/** Returning to the group lands on the chosen option, not the first. */
export const KeyboardReturnsToChosen: Story = {
  args: { defaultValue: 'expert' },
  play: async ({ canvasElement }) => {
    const expert = within(canvasElement).getByRole('radio', { name: 'Expert' });
    await userEvent.tab();
    await expect(expert).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(expert).not.toHaveFocus();
    await userEvent.tab();
    await expect(expert).toHaveFocus();
  },
};
