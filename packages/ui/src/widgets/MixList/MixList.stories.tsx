import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inFrame, storeMessages } from '../../components/private/StoreStoryKit/storeStoryKit';
import { demoMixdown } from '../private/playerStoryKit';
import { expectFitsNarrowScreen, narrowScreen } from '../private/storyKit';
import { MixList } from './MixList';

const meta = {
  title: 'Widgets/MixList',
  component: MixList,
  args: {
    mixdowns: [
      demoMixdown('mix-1', 'No keys, 10% slower', 'SIGNED'),
      demoMixdown('mix-2', 'Bass practice', 'SIGNING'),
      demoMixdown('mix-3', 'Down a tone', 'QUEUED_TIMEOUT'),
    ],
    onDownload: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
  parameters: { layout: 'padded' },
  decorators: [inFrame(560)],
} satisfies Meta<typeof MixList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready (Download, Delete), Loading (no actions) and a timed-out mix (retry icon). */
export const States: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByText(t('ui.package.loading'))).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', {
        name: t('ui.mixList.download', { name: 'No keys, 10% slower' }),
      }),
    );
    await expect(args.onDownload).toHaveBeenCalledWith('mix-1');

    await userEvent.click(
      canvas.getByRole('button', { name: t('ui.mixList.delete', { name: 'No keys, 10% slower' }) }),
    );
    const dialog = await body.findByRole('alertdialog', { name: t('ui.mix.deleteConfirm') });
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('ui.mixList.deleteAction') }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith('mix-1');
  },
};

/** The retry icon opens "Retry Download?" with the §8 prompt of the state. */
export const Retry: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: t('ui.mixList.retry', { name: 'Down a tone' }),
      }),
    );
    const dialog = await body.findByRole('alertdialog', {
      name: t('ui.package.retryDownloadTitle'),
    });
    await expect(dialog).toHaveTextContent(t('ui.package.neverBuilt'));
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('ui.mixList.retryAction') }),
    );
    await expect(args.onRetry).toHaveBeenCalledWith('mix-3');
  },
};

export const Loading: Story = {
  args: { mixdowns: [], isLoading: true },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(
      within(canvasElement).getByRole('progressbar', { name: t('ui.spinner.label') }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { mixdowns: [] },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(within(canvasElement).getByText(t('ui.mixList.empty'))).toBeVisible();
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowScreen],
  play: async ({ canvasElement }) => {
    await expectFitsNarrowScreen(canvasElement);
  },
};
