import type { PersonInstrument } from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  inFrame,
  storyMessages,
  withStoryRouter,
} from '../../components/private/ShellStoryKit/shellStoryKit';
import { LobbyChat } from '../LobbyChat/LobbyChat';
import { OnlineMusicians } from '../OnlineMusicians/OnlineMusicians';
import { chatLines, people } from '../private/sessionsStoryKit';
import { LobbyLayout, lobbyLayouts } from './LobbyLayout';

const instruments = (...names: string[]): PersonInstrument[] =>
  names.map((description, index) => ({
    instrument_id: description.toLowerCase(),
    description,
    proficiency_level: 2,
    priority: index + 1,
  }));

const musicians = [
  { ...people.ana, location: 'Sevilla, Spain', instruments: instruments('Electric Guitar') },
  { ...people.bjorn, location: 'Malmö, Sweden', instruments: instruments('Drums') },
  { ...people.carmen, location: 'Buenos Aires, Argentina', instruments: instruments('Vocals') },
];

const meta = {
  title: 'Widgets/LobbyLayout',
  component: LobbyLayout,
  args: {
    users: <OnlineMusicians musicians={musicians} onOpenMusician={fn()} />,
    chat: <LobbyChat messages={chatLines} currentUserId={people.alex.id} onSend={fn()} />,
    createSessionHref: '/sessions/new',
    layout: 'columns',
  },
  argTypes: {
    layout: { control: 'inline-radio', options: lobbyLayouts },
    users: { control: false },
    chat: { control: false },
  },
  parameters: { layout: 'padded' },
  decorators: [withStoryRouter],
} satisfies Meta<typeof LobbyLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide screens: the musicians and the chat side by side, under the create-session link. */
export const Columns: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: t('ui.lobbyLayout.users') })).toBeVisible();
    await expect(canvas.getByRole('region', { name: t('ui.lobbyLayout.chat') })).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(
      canvas.getByRole('link', { name: t('ui.sessions.createSession') }),
    ).toHaveAttribute('href', '/sessions/new');
  },
};

/**
 * Narrow screens: two tabs, Users and Chat. The arrow keys switch them (toward the inline end:
 * ArrowLeft right to left); the chat keeps its draft while the Users tab is shown.
 */
export const TabsByKeyboard: Story = {
  args: { layout: 'tabs' },
  decorators: [inFrame(390)],
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const canvas = within(canvasElement);
    const usersTab = canvas.getByRole('tab', { name: t('ui.lobbyLayout.users') });
    const chatTab = canvas.getByRole('tab', { name: t('ui.lobbyLayout.chat') });
    await expect(usersTab).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab(); // the create-session link
    await userEvent.tab();
    await expect(usersTab).toHaveFocus();
    const towardEnd = globals.direction === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}';
    const towardStart = globals.direction === 'rtl' ? '{ArrowRight}' : '{ArrowLeft}';
    await userEvent.keyboard(towardEnd);
    await expect(chatTab).toHaveAttribute('aria-selected', 'true');
    const box = canvas.getByRole('textbox', { name: t('ui.lobbyChat.message') });
    await userEvent.type(box, 'half-written');
    await userEvent.click(chatTab);
    await userEvent.keyboard(towardStart);
    await expect(usersTab).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Björn Lund');
    await userEvent.keyboard(towardEnd);
    await expect(canvas.getByRole('textbox', { name: t('ui.lobbyChat.message') })).toHaveValue(
      'half-written',
    );
  },
};

/** Chat first, as a link from a chat notification might open it. */
export const ChatTabFirst: Story = {
  args: { layout: 'tabs', defaultTab: 'chat' },
  decorators: [inFrame(390)],
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      within(canvasElement).getByRole('tab', { name: t('ui.lobbyLayout.chat') }),
    ).toHaveAttribute('aria-selected', 'true');
  },
};

/** Loading: both parts show their own spinners. */
export const Loading: Story = {
  args: {
    users: <OnlineMusicians musicians={[]} isLoading />,
    chat: <LobbyChat messages={[]} isLoading currentUserId={people.alex.id} onSend={fn()} />,
  },
};

/** Empty: nobody else online, nothing said yet. */
export const Empty: Story = {
  args: {
    users: <OnlineMusicians musicians={[]} />,
    chat: <LobbyChat messages={[]} currentUserId={people.alex.id} onSend={fn()} />,
  },
};

/** Error: the musicians failed to load; the chat still works. */
export const ErrorState: Story = {
  name: 'Error',
  args: { users: <OnlineMusicians musicians={[]} hasError onRetry={fn()} /> },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      t('ui.onlineMusicians.loadFailed'),
    );
  },
};

/** `auto` at a phone's width: the tabs. */
export const OnAPhone: Story = {
  args: { layout: 'auto' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
