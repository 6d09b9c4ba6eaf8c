import { MAX_CUSTOM_MIXES } from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inFrame, storeMessages } from '../../components/private/StoreStoryKit/storeStoryKit';
import { demoOwnedJamTrack } from '../private/playerStoryKit';
import { expectFitsNarrowScreen, narrowScreen } from '../private/storyKit';
import { MixEditor } from './MixEditor';

const meta = {
  title: 'Widgets/MixEditor',
  component: MixEditor,
  args: {
    jamTrack: demoOwnedJamTrack(),
    mixCount: 1,
    onCreate: fn(() => Promise.resolve()),
  },
  parameters: { layout: 'padded' },
  decorators: [inFrame(640)],
} satisfies Meta<typeof MixEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Create Mix with nothing filled in: the two validation messages. */
export const Validation: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('ui.mix.create') }));
    await expect(canvas.getByText(t('mix.selectTrack'))).toBeVisible();
    await expect(canvas.getByText(t('mix.nameRequired'))).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** The mix: guitar (here keys) muted, 10 % slower, 2 semitones down, with a count-in. */
export const Creating: Story = {
  // The creation never ends here: the button stays on "Creating Mix...".
  args: { onCreate: fn(() => new Promise<unknown>(() => {})) },
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(t('ui.mixEditor.name')) }),
      'Practice',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Keys' }));
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(t('ui.mixEditor.tempo')) }),
    );
    await userEvent.click(
      await body.findByRole('option', { name: t('ui.mixEditor.slower', { percent: 10 }) }),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(t('ui.mixEditor.pitch')) }),
    );
    await userEvent.click(
      await body.findByRole('option', { name: t('ui.mixEditor.semitonesDown', { count: 2 }) }),
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: new RegExp(t('ui.mix.countIn')) }));
    await userEvent.click(canvas.getByRole('button', { name: t('ui.mix.create') }));
    await expect(args.onCreate).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Practice',
        settings: expect.objectContaining({ speed: 0.9, pitch: -2, 'count-in': true }),
      }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('ui.mix.creating') })).toBeDisabled(),
    );
  },
};

/** Five mixes exist: everything is disabled, and the form says why. */
export const LimitReached: Story = {
  args: { mixCount: MAX_CUSTOM_MIXES },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('ui.mix.create') })).toBeDisabled();
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(t('ui.mixEditor.name')) }),
    ).toBeDisabled();
    await expect(
      canvas.getByText(t('mix.maxMixesReached', { max: MAX_CUSTOM_MIXES })),
    ).toBeVisible();
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowScreen],
  play: async ({ canvasElement }) => {
    await expectFitsNarrowScreen(canvasElement);
  },
};
