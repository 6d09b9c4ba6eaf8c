import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { CloseIcon } from '../private/icons/icons';
import { Tooltip, TooltipTrigger } from './Tooltip';

const placements = ['top', 'bottom', 'start', 'end'] as const;

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  decorators: [
    (Story) => (
      <div style={{ paddingBlock: '4rem', display: 'flex', justifyContent: 'center' }}>
        <Story />
      </div>
    ),
  ],
  args: { children: 'Remove from the cart', placement: 'top', showArrow: true },
  argTypes: { placement: { control: 'inline-radio', options: placements } },
  render: (args) => (
    <TooltipTrigger defaultOpen>
      <Button variant="quiet" aria-label="Remove">
        <CloseIcon />
      </Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('tooltip')).toHaveTextContent('Remove from the cart');
  },
};

export const Below: Story = { args: { placement: 'bottom' } };

export const WithoutArrow: Story = { args: { showArrow: false } };

export const Dark: Story = { globals: { theme: 'dark' } };

/**
 * Keyboard focus shows the tooltip at once and it describes the button; Escape hides it and
 * focus stays on the button.
 */
export const KeyboardFocus: Story = {
  render: (args) => (
    <TooltipTrigger>
      <Button variant="quiet" aria-label="Remove">
        <CloseIcon />
      </Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: 'Remove' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = await page.findByRole('tooltip');
    await expect(button).toHaveAccessibleDescription('Remove from the cart');
    await expect(button).toHaveAttribute('aria-describedby', tooltip.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/**
 * Hovering shows it (after `delay`, 0 here) and leaving hides it. React Aria shows tooltips on
 * hover once the user has used a pointer (not while they are navigating by keyboard).
 */
export const Hover: Story = {
  render: (args) => (
    <TooltipTrigger delay={0} closeDelay={0}>
      <Button variant="quiet" aria-label="Remove">
        <CloseIcon />
      </Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: 'Remove' });
    await userEvent.click(canvasElement);
    await userEvent.hover(button);
    await expect(await page.findByRole('tooltip')).toHaveTextContent('Remove from the cart');
    await userEvent.unhover(button);
    await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
  },
};

/**
 * A pending friend request (spec part 1 §4): the button cannot be used, yet it stays focusable
 * with `aria-disabled` instead of being disabled, so keyboard and screen reader users reach it,
 * hear "dimmed" or "unavailable", and get the tooltip as its description. Presses do nothing.
 */
export const OnAnUnavailableButton: Story = {
  args: { children: 'Delete pending friend request' },
  render: (args) => (
    <TooltipTrigger delay={0}>
      <Button variant="secondary" aria-disabled="true">
        Friend request sent
      </Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: 'Friend request sent' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(await page.findByRole('tooltip')).toHaveTextContent(
      'Delete pending friend request',
    );
    await expect(button).toHaveAccessibleDescription('Delete pending friend request');
  },
};
