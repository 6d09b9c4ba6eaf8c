import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storeMessages } from '../../components/private/StoreStoryKit/storeStoryKit';
import { demoPackage } from '../private/playerStoryKit';
import { MixdownQueuedDialog } from './MixdownQueuedDialog';

const meta = {
  title: 'Widgets/MixdownQueuedDialog',
  component: MixdownQueuedDialog,
  args: {
    isOpen: true,
    mixdown: { name: 'Practice', packages: [demoPackage('QUEUED', { queue_time: 20 })] },
  },
} satisfies Meta<typeof MixdownQueuedDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: storeMessages(globals)('ui.package.mixdownQueuedTitle'),
  });

/** Just queued, under a minute of queue: "about 1 minute". */
export const Queued: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(await dialogOf(canvasElement, globals)).toHaveTextContent(
      t('ui.package.queueEstimateOneMinute'),
    );
  },
};

/** A long queue: "about 3 minutes to be created". */
export const LongQueue: Story = {
  args: { mixdown: { name: 'Practice', packages: [demoPackage('QUEUED', { queue_time: 150 })] } },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(await dialogOf(canvasElement, globals)).toHaveTextContent(
      t('ui.package.queueEstimateMinutes', { minutes: 3 }),
    );
  },
};

/** Building: the live steps fill the bar (3 of 5). */
export const Building: Story = {
  args: {
    mixdown: {
      name: 'Practice',
      packages: [demoPackage('SIGNING', { packaging_steps: 5, current_packaging_step: 3 })],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const dialog = await dialogOf(canvasElement, globals);
    await expect(
      within(dialog).getByRole('progressbar', { name: t('ui.mixdownQueued.progress') }),
    ).toHaveAttribute('aria-valuenow', '60');
  },
};

export const Ready: Story = {
  args: { mixdown: { name: 'Practice', packages: [demoPackage('SIGNED')] } },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const dialog = await dialogOf(canvasElement, globals);
    await expect(within(dialog).getByText(t('ui.mixdownQueued.ready'))).toBeVisible();
  },
};

export const Failed: Story = {
  args: { mixdown: { name: 'Practice', packages: [demoPackage('ERROR')] } },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const dialog = await dialogOf(canvasElement, globals);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      t('ui.package.failedToBuild'),
    );
  },
};
