import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  demoCatalogue,
  inFrame,
  storeMessages,
  withRouter,
} from '../../components/private/StoreStoryKit/storeStoryKit';
import { MyJamTracksList, type MyJamTracksListProps } from './MyJamTracksList';

const navigate = fn();
const owned = demoCatalogue(25);
const PAGE = 10;

/**
 * The app's side: pages of 10 from memory. Each page after the first repeats the previous page's
 * last item, as a list that shifted between two requests would: the widget shows it once.
 */
function Owned(props: Partial<MyJamTracksListProps>) {
  const [items, setItems] = useState(owned.slice(0, PAGE));
  const [next, setNext] = useState<number | null>(PAGE);
  const [search, setSearch] = useState('');
  return (
    <MyJamTracksList
      {...props}
      items={items}
      next={next}
      search={search}
      onSearchChange={(text) => {
        setSearch(text);
        props.onSearchChange?.(text);
      }}
      onLoadMore={() => {
        props.onLoadMore?.();
        if (next === null) return;
        const pageItems = owned.slice(next - 1, next + PAGE);
        setItems((current) => [...current, ...pageItems]);
        setNext(next + PAGE < owned.length ? next + PAGE : null);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/MyJamTracksList',
  component: MyJamTracksList,
  args: {
    items: owned.slice(0, PAGE),
    next: PAGE,
    search: '',
    onSearchChange: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
  },
  decorators: [withRouter(navigate), inFrame(640)],
  parameters: { layout: 'padded' },
  render: (args) => <Owned {...args} />,
} satisfies Meta<typeof MyJamTracksList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Success: scrolling to the last item loads the next page, until the last; no duplicates. */
export const InfiniteList: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const list = within(canvasElement).getByRole('list', { name: t('ui.myJamTracksList.label') });
    await waitFor(
      () => {
        const items = within(list).getAllByRole('listitem');
        items.at(-1)!.scrollIntoView();
        expect(items).toHaveLength(25);
      },
      { timeout: 5000 },
    );
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
    const names = within(list)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    await expect(new Set(names).size).toBe(25);
  },
};

/** Each row links to the player and says "by artist". */
export const Rows: Story = {
  args: { items: owned.slice(0, 3), next: null },
  render: (args) => <MyJamTracksList {...args} />,
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const link = within(canvasElement).getByRole('link', {
      name: `Superstition ${t('ui.jamTrackRow.byArtist', { artist: 'Stevie Wonder' })}`,
    });
    await expect(link).toHaveAttribute('href', '/jamtrack/jt-1');
  },
};

export const Loading: Story = {
  args: { items: [], next: 0, isLoading: true },
  render: (args) => <MyJamTracksList {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toBeVisible();
  },
};

export const LoadingMore: Story = {
  args: { items: owned.slice(0, 3), next: 3, isLoadingMore: true },
  render: (args) => <MyJamTracksList {...args} />,
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(
      within(canvasElement).getByRole('progressbar', { name: t('ui.myJamTracksList.loadingMore') }),
    ).toBeVisible();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** Empty: no JamTracks yet, with the way to the store. */
export const Empty: Story = {
  args: { items: [], next: null },
  render: (args) => <MyJamTracksList {...args} />,
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('ui.myJamTracksList.empty'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('ui.myJamTracksList.findJamTracks') }),
    ).toHaveAttribute('href', '/jamtracks');
  },
};

/** Empty search: nothing owned matches the text. */
export const NoMatches: Story = {
  args: { items: [], next: null, search: 'polka' },
  render: (args) => <MyJamTracksList {...args} />,
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(
      within(canvasElement).getByText(t('ui.myJamTracksList.noMatches', { search: 'polka' })),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { items: [], next: 0, hasError: true },
  render: (args) => <MyJamTracksList {...args} />,
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('ui.myJamTracksList.error'));
    await userEvent.click(canvas.getByRole('button', { name: t('ui.myJamTracksList.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Keyboard: type in the search box; Tab through the rows — the last one asks for more. */
export const Keyboard: Story = {
  args: { items: owned.slice(0, 3), next: 3 },
  render: (args) => <MyJamTracksList {...args} />,
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(
      canvas.getByRole('searchbox', { name: t('ui.myJamTracksList.search') }),
    ).toHaveFocus();
    await userEvent.keyboard('b');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('b');
    for (let row = 0; row < 3; row += 1) await userEvent.tab();
    await expect(canvas.getAllByRole('link').at(-1)).toHaveFocus();
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

/** A phone (320 px): long names wrap. */
export const OnAPhone: Story = {
  decorators: [inFrame(320)],
  args: {
    items: [
      {
        id: 'x',
        name: 'Another One Bites the Dust (extended live version)',
        original_artist: 'Queen',
      },
    ],
    next: null,
  },
  render: (args) => <MyJamTracksList {...args} />,
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('ul')!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);
  },
};
