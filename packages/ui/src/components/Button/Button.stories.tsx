import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tooltip, TooltipTrigger } from '../Tooltip/Tooltip';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Save changes', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    isDisabled: { control: 'boolean' },
    isPending: { control: 'boolean' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };

export const Secondary: Story = { args: { variant: 'secondary' } };

export const Quiet: Story = { args: { variant: 'quiet' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Delete mix' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
      {buttonSizes.map((size) => (
        <Button {...args} key={size} size={size}>
          {size}
        </Button>
      ))}
    </div>
  ),
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <Button {...args} key={variant} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/**
 * `aria-disabled="true"`: it looks exactly like a disabled button but stays focusable, so a
 * tooltip can say why it cannot be used (a friend request already pending).
 */
export const AriaDisabled: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', paddingBlockEnd: '4rem' }}>
      <Button {...args} isDisabled>
        Disabled
      </Button>
      <TooltipTrigger delay={0}>
        <Button {...args} aria-disabled="true">
          Add friend
        </Button>
        <Tooltip>Your friend request is pending.</Tooltip>
      </TooltipTrigger>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const disabled = canvas.getByRole('button', { name: 'Disabled' });
    const ariaDisabled = canvas.getByRole('button', { name: 'Add friend' });
    const look = (element: HTMLElement) => {
      const { backgroundColor, borderColor, color, cursor } = getComputedStyle(element);
      return { backgroundColor, borderColor, color, cursor };
    };
    await expect(look(ariaDisabled)).toEqual(look(disabled));
    // Unlike the disabled one, it is reached by Tab and its tooltip explains it.
    await userEvent.tab();
    await expect(ariaDisabled).toHaveFocus();
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('tooltip'),
    ).toHaveTextContent('Your friend request is pending.');
  },
};

/** A pending button also carries `aria-disabled`, and keeps its variant's colours. */
export const PendingIsNotGreyedOut: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <Button {...args} isDisabled>
        Disabled
      </Button>
      <Button {...args} isPending>
        Save changes
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const disabled = canvas.getByRole('button', { name: 'Disabled' });
    const pending = canvas.getByRole('button', { name: /Save changes/ });
    await expect(pending).toHaveAttribute('aria-disabled', 'true');
    await expect(getComputedStyle(pending).backgroundColor).not.toBe(
      getComputedStyle(disabled).backgroundColor,
    );
    await expect(getComputedStyle(pending).cursor).toBe('progress');
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Save changes/ });
    // The label stays in the name and the pending state is said after it.
    await expect(button).toHaveAccessibleName(/In progress|En curso/);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const KeyboardActivation: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Hovered: Story = {
  args: { variant: 'secondary' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
  },
};
