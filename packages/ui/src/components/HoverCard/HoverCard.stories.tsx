import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from '../Avatar/Avatar';
import { Link } from '../Link/Link';
import { HoverCard, hoverCardPlacements } from './HoverCard';

const ana = { name: 'Ana López', photo_url: null };

function PersonPreview() {
  return (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      <Avatar person={ana} size="large" isDecorative />
      <div>
        <p style={{ fontWeight: 700 }}>Ana López</p>
        <p>Electric guitar · Madrid, Spain</p>
        <p>Latency 32 ms (good)</p>
      </div>
    </div>
  );
}

const meta = {
  title: 'Components/HoverCard',
  component: HoverCard,
  decorators: [
    (Story) => (
      <div style={{ paddingBlock: '1rem 12rem', paddingInline: '2rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    content: <PersonPreview />,
    placement: 'bottom-start',
    openDelay: 0,
    closeDelay: 0,
    onOpenChange: fn(),
    children: (
      <Link href="#people/ana">
        <Avatar person={ana} />
      </Link>
    ),
  },
  argTypes: {
    placement: { control: 'select', options: hoverCardPlacements },
    content: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof HoverCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('tooltip')).toHaveTextContent('Electric guitar');
  },
};

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(within(canvasElement).getByRole('link', { name: 'Ana López' })).toBeVisible();
    await expect(page.queryByRole('tooltip')).toBeNull();
  },
};

export const Above: Story = {
  args: { defaultOpen: true, placement: 'top-start' },
  decorators: [
    (Story) => (
      <div style={{ paddingBlockStart: '10rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };

/** `bottom-start` aligns with the trigger's inline-start edge: its right edge in RTL. */
export const RightToLeft: Story = {
  args: { defaultOpen: true },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const card = await page.findByRole('tooltip');
    const trigger = within(canvasElement).getByRole('link', { name: 'Ana López' });
    await waitFor(() =>
      expect(Math.round(card.getBoundingClientRect().right)).toBe(
        Math.round(trigger.getBoundingClientRect().right),
      ),
    );
  },
};

/**
 * Keyboard focus opens it without moving focus, and it describes the link; Escape closes it and
 * focus stays on the trigger; Tab away closes it too.
 */
export const FocusAndEscape: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('link', { name: 'Ana López' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const card = await page.findByRole('tooltip');
    await expect(trigger).toHaveAttribute('aria-describedby', card.id);
    await expect(trigger).toHaveAccessibleDescription(/Electric guitar · Madrid, Spain/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await page.findByRole('tooltip');
    await userEvent.tab();
    await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
  },
};

/** Hovering opens it (`openDelay` 0 here); leaving closes it (after `closeDelay`). */
export const Hover: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('link', { name: 'Ana López' });
    await userEvent.hover(trigger);
    await expect(await page.findByRole('tooltip')).toBeVisible();
    await userEvent.unhover(trigger);
    await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
  },
};
