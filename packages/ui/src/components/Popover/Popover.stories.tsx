import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Link } from '../Link/Link';
import { Popover, type PopoverProps } from './Popover';

const placements = ['bottom', 'top', 'start', 'end', 'bottom start', 'bottom end'] as const;

function LatencyHelp({ defaultOpen, ...args }: PopoverProps & { defaultOpen?: boolean }) {
  return (
    <div style={{ paddingBlock: '6rem', display: 'flex', justifyContent: 'center' }}>
      <DialogTrigger defaultOpen={defaultOpen}>
        <Button variant="secondary">What is latency?</Button>
        <Popover {...args}>
          <Dialog title="Latency" headingLevel={3}>
            <p>The delay between you and another musician. Under 40 ms feels like the same room.</p>
            <Link href="#latency-guide" variant="standalone">
              Read the latency guide
            </Link>
          </Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  );
}

const meta = {
  title: 'Components/Popover',
  component: Popover,
  args: { showArrow: true, placement: 'bottom' },
  argTypes: { placement: { control: 'select', options: placements } },
  render: (args) => <LatencyHelp {...args} defaultOpen />,
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithArrow: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('dialog', { name: 'Latency' })).toBeInTheDocument();
  },
};

export const WithoutArrow: Story = { args: { showArrow: false } };

export const Above: Story = { args: { placement: 'top' } };

export const AtTheInlineEnd: Story = { args: { placement: 'end' } };

export const Dark: Story = { globals: { theme: 'dark' } };

/** Enter opens it with focus inside; Tab reaches its link; Escape closes it and focus returns. */
export const KeyboardOpenAndClose: Story = {
  render: (args) => <LatencyHelp {...args} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'What is latency?' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: 'Latency' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    await expect(
      within(dialog).getByRole('link', { name: 'Read the latency guide' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A press outside closes it. */
export const PressOutsideCloses: Story = {
  render: (args) => <LatencyHelp {...args} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'What is latency?' }));
    await page.findByRole('dialog', { name: 'Latency' });
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};
