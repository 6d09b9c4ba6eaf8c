import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { uiMessagesFor } from '../../i18n/messagesForLocale';
import { expectFitsNarrowScreen, narrowScreen } from '../private/storyKit';
import { SaveStatus, saveStatuses } from './SaveStatus';

const meta = {
  title: 'Widgets/SaveStatus',
  component: SaveStatus,
  args: { status: 'saving' },
  argTypes: { status: { control: 'inline-radio', options: saveStatuses } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SaveStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing to say: the live region is there, empty, so the next state is announced. */
export const Idle: Story = {
  args: { status: 'idle' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toBeEmptyDOMElement();
  },
};

/** The spec's "updating..." while the profile saves (part 1 §4). */
export const Saving: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      t['ui.profile.updating'],
    );
  },
};

export const Saved: Story = {
  args: { status: 'saved' },
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      t['ui.saveStatus.saved'],
    );
  },
};

export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const status = within(canvasElement).getByRole('status');
    // The tone is said in words, not only in red.
    await expect(status).toHaveTextContent(`${t['ui.tone.error']}: ${t['ui.saveStatus.failed']}`);
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const FailedWithOwnMessage: Story = {
  args: { status: 'error', errorMessage: 'The server is not answering. Your changes wait here.' },
};

/** The retry button is reached with Tab and pressed with Enter. */
export const RetryWithTheKeyboard: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const retry = within(canvasElement).getByRole('button', { name: t['ui.saveStatus.retry'] });
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const OnANarrowScreen: Story = {
  args: { status: 'error', onRetry: fn() },
  decorators: [narrowScreen],
  play: async ({ canvasElement }) => expectFitsNarrowScreen(canvasElement),
};
