import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  navigate,
  storyMessages,
  withStoryRouter,
} from '../../components/private/ShellStoryKit/shellStoryKit';
import { responsiveCollectionLayouts } from '../../components/ResponsiveCollection/ResponsiveCollection';
import { sessions } from '../private/sessionsStoryKit';
import { SessionTable } from './SessionTable';

const meta = {
  title: 'Widgets/SessionTable',
  component: SessionTable,
  args: { sessions, onJoin: fn(), onRetry: fn(), layout: 'table' },
  argTypes: { layout: { control: 'inline-radio', options: responsiveCollectionLayouts } },
  parameters: { layout: 'padded' },
  decorators: [withStoryRouter],
} satisfies Meta<typeof SessionTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const joinName = (t: ReturnType<typeof storyMessages>, session: string) =>
  t('ui.sessions.joinSession').replace('{session}', session);

/** Success, wide: one row per session with its musicians, privacy and Join. */
export const Success: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('table', { name: t('ui.sessionTable.label') });
    await within(grid).findByRole('rowheader', { name: /Friday blues jam/ });
    // A header row and four sessions.
    await expect(within(grid).getAllByRole('row')).toHaveLength(5);
    await expect(
      within(grid).getByRole('rowheader', { name: new RegExp(t('ui.sessions.untitled')) }),
    ).toBeVisible();
    await expect(grid).toHaveTextContent(t('ui.sessions.privacyPrivateApprove'));
  },
};

export const Loading: Story = {
  args: { sessions: [], isLoading: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: t('ui.spinner.label') }),
    ).toBeVisible();
  },
};

/** Empty: the spec's empty state links to /sessions/new (part 1 §2). */
export const Empty: Story = {
  args: { sessions: [] },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('ui.sessionTable.empty') })).toBeVisible();
    const create = canvas.getByRole('link', { name: t('ui.sessions.createSession') });
    await expect(create).toHaveAttribute('href', '/sessions/new');
    navigate.mockClear();
    await userEvent.tab();
    await expect(create).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/sessions/new', undefined);
  },
};

/** Error: the text of part 1 §8, and a retry. */
export const ErrorState: Story = {
  name: 'Error',
  args: { hasError: true },
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('ui.sessions.listFailed'));
    await userEvent.click(canvas.getByRole('button', { name: t('ui.sessions.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Joining: Story = { args: { joiningSessionId: 's1' } };

/** Keyboard: into the grid, across to the first row's Join button, Enter joins that session. */
export const JoinsByKeyboard: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: /Friday blues jam/ });
    await userEvent.tab();
    const join = canvas.getByRole('button', { name: joinName(t, sessions[0]!.description) });
    const towardEnd = globals.direction === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}';
    // Row → its cells (session, musicians, privacy, join) → the button in the last cell.
    for (let step = 0; step < 5 && document.activeElement !== join; step += 1) {
      await userEvent.keyboard(towardEnd);
    }
    await expect(join).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onJoin).toHaveBeenCalledWith(sessions[0]);
  },
};

/** Narrow screens get swipe cards; the Join of the card in view is a Tab away. */
export const Cards: Story = {
  args: { layout: 'cards' },
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const canvas = within(canvasElement);
    const join = canvas.getByRole('button', { name: joinName(t, sessions[0]!.description) });
    await userEvent.click(join);
    await expect(args.onJoin).toHaveBeenCalledWith(sessions[0]);
  },
};

/** `auto` at a phone's width: the cards layout. */
export const OnAPhone: Story = {
  args: { layout: 'auto' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
