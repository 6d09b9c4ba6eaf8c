import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inFrame, storyMessages } from '../../components/private/ShellStoryKit/shellStoryKit';
import { historyRows } from '../private/sessionsStoryKit';
import { SessionHistoryList, sessionHistoryHeadingLevels } from './SessionHistoryList';

const meta = {
  title: 'Widgets/SessionHistoryList',
  component: SessionHistoryList,
  args: { rows: historyRows, onRetry: fn() },
  argTypes: { headingLevel: { control: 'inline-radio', options: sessionHistoryHeadingLevels } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SessionHistoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Success: six rows, three sessions, each with its musicians and their instruments. */
export const Success: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: t('ui.sessionHistory.label') });
    const sessions = within(list).getAllByRole('article');
    await expect(sessions).toHaveLength(3);
    await expect(within(sessions[0]!).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Sunday soul session',
    );
    // "Vocals|Piano" is shown as a list of two instruments.
    await expect(sessions[0]).toHaveTextContent(/Vocals.+Piano/);
    await expect(within(sessions[2]!).getByRole('heading')).toHaveTextContent(
      t('ui.sessions.untitled'),
    );
  },
};

export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      within(canvasElement).getByRole('progressbar', { name: t('ui.spinner.label') }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      within(canvasElement).getByRole('heading', { name: t('ui.sessionHistory.empty') }),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { rows: [], hasError: true },
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('ui.sessionHistory.loadFailed'));
    await userEvent.click(canvas.getByRole('button', { name: t('ui.sessions.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Keyboard: Tab reaches "Load more" (the history pages by 50), Enter asks for the next page. */
export const LoadsMoreByKeyboard: Story = {
  args: { onLoadMore: fn() },
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await userEvent.tab();
    const more = within(canvasElement).getByRole('button', { name: t('ui.collection.loadMore') });
    await expect(more).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const LoadingMore: Story = { args: { onLoadMore: fn(), isLoadingMore: true } };

export const Narrow: Story = { decorators: [inFrame(320)] };
