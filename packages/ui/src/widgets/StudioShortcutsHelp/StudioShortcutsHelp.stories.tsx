import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storeMessages } from '../../components/private/StoreStoryKit/storeStoryKit';
import { expectFitsNarrowScreen } from '../private/storyKit';
import { phoneScreen } from '../private/studioStoryKit';
import { StudioShortcutsHelp } from './StudioShortcutsHelp';

const meta = {
  title: 'Widgets/Studio/StudioShortcutsHelp',
  component: StudioShortcutsHelp,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StudioShortcutsHelp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button closed. */
export const Closed: Story = {};

/** Opened by the keyboard: every shortcut listed. */
export const Open: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const body = within(canvasElement.ownerDocument.body);
    within(canvasElement)
      .getByRole('button', { name: t('ui.studioShortcuts.open') })
      .focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: t('ui.studioShortcuts.title') });
    await expect(within(dialog).getByText(t('ui.studioShortcuts.loopToggle'))).toBeVisible();
  },
};

export const Spanish: Story = { ...Open, globals: { locale: 'es' } };

export const RightToLeft: Story = { ...Open, globals: { direction: 'rtl' } };

export const DarkTheme: Story = { ...Open, globals: { theme: 'dark' } };

export const Phone: Story = {
  decorators: [phoneScreen],
  play: async (context) => {
    await Open.play?.(context);
    await expectFitsNarrowScreen(context.canvasElement);
  },
};
