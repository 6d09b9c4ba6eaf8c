import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyMessages } from '../../components/private/ShellStoryKit/shellStoryKit';
import { createManualScheduler, type ManualScheduler } from '../../time/scheduler';
import { DesktopNotificationPrompt } from './DesktopNotificationPrompt';

const meta = {
  title: 'Widgets/DesktopNotificationPrompt',
  component: DesktopNotificationPrompt,
  args: {
    permission: 'default',
    isSupported: true,
    hasDeclined: false,
    onEnable: fn(),
    onDecline: fn(),
    scheduler: createManualScheduler(),
  },
  argTypes: {
    permission: { control: 'inline-radio', options: ['default', 'granted', 'denied'] },
    scheduler: { control: false },
  },
} satisfies Meta<typeof DesktopNotificationPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

const findPrompt = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: storyMessages(globals)('ui.desktopNotificationPrompt.title'),
  });

/** 10 s after entering the lobby the prompt appears (time moves on the story's scheduler). */
export const AppearsAfterTenSeconds: Story = {
  args: { scheduler: createManualScheduler() },
  play: async ({ args, canvasElement, globals }) => {
    const scheduler = args.scheduler as ManualScheduler;
    const page = within(canvasElement.ownerDocument.body);
    scheduler.advance(9_999);
    await expect(page.queryByRole('dialog')).toBeNull();
    scheduler.advance(1);
    const dialog = await findPrompt(canvasElement, globals);
    await expect(dialog).toHaveTextContent(
      storyMessages(globals)('ui.desktopNotificationPrompt.text'),
    );
  },
};

/** Keyboard: Enable has the focus; Enter asks the browser. */
export const EnableWithEnter: Story = {
  args: { scheduler: createManualScheduler() },
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    (args.scheduler as ManualScheduler).advance(10_000);
    const dialog = await findPrompt(canvasElement, globals);
    const enable = within(dialog).getByRole('button', {
      name: t('ui.desktopNotificationPrompt.accept'),
    });
    await waitFor(() => expect(enable).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onEnable).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
    );
  },
};

/** Keyboard: Shift+Tab to "No thanks", Enter declines. */
export const DeclineByKeyboard: Story = {
  args: { scheduler: createManualScheduler() },
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    (args.scheduler as ManualScheduler).advance(10_000);
    const dialog = await findPrompt(canvasElement, globals);
    const enable = within(dialog).getByRole('button', {
      name: t('ui.desktopNotificationPrompt.accept'),
    });
    await waitFor(() => expect(enable).toHaveFocus());
    await userEvent.tab({ shift: true });
    await expect(
      within(dialog).getByRole('button', { name: t('ui.desktopNotificationPrompt.decline') }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
    await expect(args.onEnable).not.toHaveBeenCalled();
  },
};

/** Error: the browser has no notifications — the alert of part 1 §8. */
export const BrowserWithoutNotifications: Story = {
  args: { scheduler: createManualScheduler(), isSupported: false },
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    (args.scheduler as ManualScheduler).advance(10_000);
    const dialog = await findPrompt(canvasElement, globals);
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('ui.desktopNotificationPrompt.accept') }),
    );
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      t('ui.desktopNotificationPrompt.unsupported'),
    );
    await expect(args.onEnable).not.toHaveBeenCalled();
  },
};

/** Declined before: it never appears. */
export const Declined: Story = {
  args: { scheduler: createManualScheduler(), hasDeclined: true },
  play: async ({ args, canvasElement }) => {
    (args.scheduler as ManualScheduler).advance(60_000);
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

/** The browser already answered: it never appears. */
export const AlreadyGranted: Story = {
  args: { scheduler: createManualScheduler(), permission: 'granted' },
  play: async ({ args, canvasElement }) => {
    (args.scheduler as ManualScheduler).advance(60_000);
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};
