import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: 'Email me when a friend starts a session', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = {
  args: { children: 'All notifications', isIndeterminate: true },
};

export const WithDescription: Story = {
  args: { description: 'At most one email a day.' },
};

export const Invalid: Story = {
  args: {
    children: 'I accept the terms of service',
    errorMessage: 'Accept the terms to create your account.',
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const DisabledSelected: Story = { args: { isDisabled: true, defaultSelected: true } };

export const ReadOnly: Story = { args: { isReadOnly: true, defaultSelected: true } };

export const Required: Story = {
  args: { children: 'I accept the terms of service', isRequired: true },
};

export const KeyboardToggle: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: 'Email me when a friend starts a session',
    });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const ReadOnlyIgnoresSpace: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
