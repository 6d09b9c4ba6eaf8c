import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  args: {
    label: 'Search musicians',
    placeholder: 'Name, instrument or city',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = { args: { defaultValue: 'Drummer' } };

export const WithDescription: Story = {
  args: { description: 'Press Enter to search, Escape to clear.' },
};

export const Invalid: Story = {
  args: { defaultValue: 'a', errorMessage: 'Type at least two letters.' },
};

export const Disabled: Story = { args: { defaultValue: 'Drummer', isDisabled: true } };

export const ReadOnly: Story = { args: { defaultValue: 'Drummer', isReadOnly: true } };

export const Required: Story = { args: { isRequired: true } };

export const KeyboardSubmitAndEscape: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search musicians' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('bass');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('bass');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const ClearButton: Story = {
  args: { defaultValue: 'Drummer' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search musicians' });
    // The clear button is the field's only button; React Aria names it in the locale.
    await userEvent.click(canvas.getByRole('button'));
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    // Nothing left to clear: the button is gone.
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
