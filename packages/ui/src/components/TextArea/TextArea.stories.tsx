import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: {
    label: 'About you',
    placeholder: 'Instruments, styles, the bands you love',
    onChange: fn(),
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescription: Story = {
  args: { description: 'Shown on your public profile.' },
};

export const Invalid: Story = {
  args: {
    defaultValue: 'Drums',
    errorMessage: 'Write at least 20 characters so others know you.',
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'Bass player from Lisbon.', isDisabled: true },
};

export const ReadOnly: Story = {
  args: { defaultValue: 'Bass player from Lisbon.', isReadOnly: true },
};

export const Required: Story = {
  args: { isRequired: true, description: 'Required to appear in searches.' },
};

export const KeyboardTyping: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const textArea = canvas.getByRole('textbox', { name: 'About you' });
    await userEvent.tab();
    await expect(textArea).toHaveFocus();
    await userEvent.keyboard('Guitar{Enter}Jazz');
    await expect(textArea).toHaveValue('Guitar\nJazz');
    await expect(args.onChange).toHaveBeenLastCalledWith('Guitar\nJazz');
  },
};
