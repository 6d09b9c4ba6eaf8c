import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', name: 'email', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescription: Story = {
  args: { description: 'We send a confirmation link to the new address.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription(
      'We send a confirmation link to the new address.',
    );
  },
};

export const WithPlaceholder: Story = { args: { placeholder: 'you@example.com' } };

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Email/ })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: {
    label: 'Current password',
    type: 'password',
    defaultValue: 'hunter22',
    errorMessage: 'Current password is not correct.',
  },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector('input')!;
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Current password is not correct\./);
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'ana@example.com' } };

export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: 'ana@example.com' } };

export const TypingWithTheKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('ana@example.com');
    await expect(input).toHaveValue('ana@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('ana@example.com');
  },
};

export const ValidatesOnSubmit: Story = {
  args: {
    isRequired: true,
    errorMessage: (validation) =>
      validation.validationDetails.valueMissing ? 'Enter your email.' : 'Enter a valid email.',
  },
  render: (args) => (
    <form
      onSubmit={(event) => event.preventDefault()}
      style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}
    >
      <TextField {...args} />
      <Button type="submit">Continue</Button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Email/ });
    const submit = canvas.getByRole('button', { name: 'Continue' });
    await userEvent.click(submit);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter your email.');
    await userEvent.type(input, 'not-an-email');
    await userEvent.click(submit);
    await expect(input).toHaveAccessibleDescription('Enter a valid email.');
    await userEvent.clear(input);
    await userEvent.type(input, 'ana@example.com');
    await userEvent.click(submit);
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};
