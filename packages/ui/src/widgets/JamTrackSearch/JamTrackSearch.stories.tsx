import type { AutocompleteResponse, JamTrackSearchCriteria } from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  demoCatalogue,
  demoJamTrack,
  inFrame,
  storeMessages,
  withRouter,
} from '../../components/private/StoreStoryKit/storeStoryKit';
import { JamTrackSearch, type JamTrackSearchProps } from './JamTrackSearch';

const navigate = fn();
const catalogue = demoCatalogue(10);
// Four purchase states on the first page.
catalogue[1] = { ...catalogue[1]!, purchased: true };
catalogue[2] = { ...catalogue[2]!, added_cart: true };

const suggestions: AutocompleteResponse = {
  songs: [
    {
      id: 'jt-1',
      name: 'Superstition',
      slug: 'superstition-jt-1',
      original_artist: 'Stevie Wonder',
      original_artist_slug: 'stevie-wonder',
    },
    {
      id: 'jt-5',
      name: 'Sultans of Swing',
      slug: 'sultans-of-swing-jt-5',
      original_artist: 'Dire Straits',
      original_artist_slug: 'dire-straits',
    },
  ],
  artists: [{ original_artist: 'Stevie Wonder', original_artist_slug: 'stevie-wonder' }],
  // By the artist, not already a song suggestion: each JamTrack is suggested once.
  jamtracks: [
    {
      id: 'jt-7',
      name: 'Sir Duke',
      slug: 'sir-duke-jt-7',
      original_artist: 'Stevie Wonder',
      original_artist_slug: 'stevie-wonder',
    },
  ],
};

/** The app's side: it holds the text and fetches suggestions (here at once, from memory). */
function Search(props: Partial<JamTrackSearchProps>) {
  const [inputValue, setInputValue] = useState('');
  const [criteria, setCriteria] = useState<JamTrackSearchCriteria>(
    props.criteria ?? { kind: 'all' },
  );
  return (
    <JamTrackSearch
      jamTracks={catalogue}
      count={catalogue.length}
      user={{ show_free_jamtrack: false }}
      {...props}
      criteria={criteria}
      inputValue={inputValue}
      onInputChange={(text) => {
        setInputValue(text);
        props.onInputChange?.(text);
      }}
      suggestions={inputValue.trim() ? suggestions : null}
      onSearch={(next) => {
        setCriteria(next);
        props.onSearch?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/JamTrackSearch',
  component: JamTrackSearch,
  args: {
    criteria: { kind: 'all' },
    inputValue: '',
    jamTracks: catalogue,
    count: 24,
    user: { show_free_jamtrack: false },
    cartCount: 2,
    catalogueHref: '/api/jamtracks/catalogue.pdf',
    onSearch: fn(),
    onInputChange: fn(),
    onAddToCart: fn(),
    onGetItFree: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
    onPreviewChange: fn(),
  },
  decorators: [withRouter(navigate)],
  parameters: { layout: 'padded' },
  render: (args) => <Search {...args} />,
} satisfies Meta<typeof JamTrackSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const isWide = () => window.matchMedia('screen and (min-width: 576px)').matches;

/** Success: all JamTracks as a table (song, tracks, shop), "View Cart (2)", the PDF link. */
export const Results: Story = {
  args: { layout: 'table' },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: t('ui.jamTrackSearch.headingAll') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('ui.jamTrackSearch.count', { count: 24 }))).toBeVisible();
    const table = canvas.getByRole('table', { name: t('ui.jamTrackSearch.headingAll') });
    // A header row and ten JamTracks.
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(within(table).getByText(t('ui.jamTrackRow.purchased'))).toBeVisible();
    await expect(
      within(table).getByRole('link', { name: t('ui.jamTrackRow.alreadyInCart') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('ui.jamTrackSearch.viewCart', { count: 2 }) }),
    ).toHaveAttribute('href', '/shopping-cart');
    await expect(
      canvas.getByRole('link', { name: t('ui.jamTrackSearch.catalogue') }),
    ).toHaveAttribute('href', '/api/jamtracks/catalogue.pdf');
  },
};

/** "View Cart" is not shown while the cart is empty. */
export const EmptyCart: Story = {
  args: { cartCount: 0 },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(within(canvasElement).queryByRole('link', { name: /\(\d+\)$/ })).toBeNull();
    await expect(
      within(canvasElement).queryByText(t('ui.jamTrackSearch.viewCart', { count: 0 })),
    ).toBeNull();
  },
};

export const Loading: Story = {
  args: { jamTracks: [], count: 0, isLoading: true },
  play: async ({ canvasElement }) => {
    const spinners = await within(canvasElement).findAllByRole('progressbar');
    await expect(spinners.filter((spinner) => spinner.checkVisibility())).toHaveLength(1);
  },
};

/** Empty: nothing matches the search term. */
export const NoResults: Story = {
  args: { jamTracks: [], count: 0, criteria: { kind: 'term', text: 'polka' } },
  render: (args) => <JamTrackSearch {...args} />,
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: t('ui.jamTrackSearch.headingTerm', { text: 'polka' }) }),
    ).toBeVisible();
    const empty = canvas.getAllByText(t('ui.jamTrackSearch.empty'));
    await expect(empty.filter((element) => element.checkVisibility())).toHaveLength(1);
  },
};

export const SearchFailed: Story = {
  args: { hasError: true },
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('ui.jamTrackSearch.error'));
    await userEvent.click(canvas.getByRole('button', { name: t('ui.jamTrackSearch.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The §8 message after an add to cart. */
export const AddedToCart: Story = {
  args: { addToCartResult: 'added' },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      t('ui.jamTrackSearch.added'),
    );
  },
};

export const AddToCartFailed: Story = {
  args: { addToCartResult: 'failed' },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      t('ui.jamTrackSearch.addFailed'),
    );
  },
};

/** The free first JamTrack: every track that allows free offers "Get it free". */
export const FreeJamTrackOffer: Story = {
  args: {
    layout: 'table',
    user: { show_free_jamtrack: true },
    jamTracks: [demoJamTrack({ id: 'jt-1', allow_free: true }), ...catalogue.slice(1, 4)],
    count: 4,
  },
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: t('ui.jamTrackRow.getItFree') }),
    );
    await expect(args.onGetItFree).toHaveBeenCalledWith('jt-1');
  },
};

/** Keyboard: type, arrow down to the first suggestion (under "Songs"), Enter searches for it. */
export const ChooseASuggestion: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const body = within(canvasElement.ownerDocument.body);
    const input = within(canvasElement).getByRole('combobox', {
      name: t('ui.jamTrackSearch.label'),
    });
    await userEvent.click(input);
    await userEvent.keyboard('stev');
    const listbox = await body.findByRole('listbox');
    await expect(
      within(listbox).getByRole('group', { name: t('ui.jamTrackSearch.songs') }),
    ).toBeVisible();
    await expect(
      within(listbox).getByRole('group', { name: t('ui.jamTrackSearch.artists') }),
    ).toBeVisible();
    await expect(
      within(listbox).getByRole('group', { name: t('ui.jamTrackSearch.jamtracks') }),
    ).toBeVisible();
    // Songs, then the artist.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith({
      kind: 'artist',
      artist: { original_artist: 'Stevie Wonder', original_artist_slug: 'stevie-wonder' },
    });
    await expect(
      within(canvasElement).getByRole('heading', {
        name: t('ui.jamTrackSearch.headingArtist', { text: 'Stevie Wonder' }),
      }),
    ).toBeVisible();
  },
};

/** Enter searches for the typed text; with nothing typed it does nothing (part 2 §5). */
export const EnterSearchesForTheText: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const input = within(canvasElement).getByRole('combobox', {
      name: t('ui.jamTrackSearch.label'),
    });
    await userEvent.click(input);
    await userEvent.keyboard('   {Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.keyboard('funk{Escape}{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith({ kind: 'term', text: 'funk' });
    await expect(
      within(canvasElement).getByRole('heading', {
        name: t('ui.jamTrackSearch.headingTerm', { text: 'funk' }),
      }),
    ).toBeVisible();
  },
};

/** After a search, "Show all JamTracks" goes back to the whole catalogue, by keyboard too. */
export const ShowAllAfterASearch: Story = {
  args: { criteria: { kind: 'term', text: 'funk' } },
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    const showAll = canvas.getByRole('button', { name: t('ui.jamTrackSearch.showAll') });
    showAll.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith({ kind: 'all' });
    await expect(
      canvas.getByRole('heading', { name: t('ui.jamTrackSearch.headingAll') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('ui.jamTrackSearch.showAll') })).toBeNull();
  },
};

/** Keyboard: Enter on "Load more" asks for the next page. */
export const LoadMore: Story = {
  args: { layout: 'table' },
  play: async ({ args, canvasElement, globals }) => {
    const loadMore = within(canvasElement).getByRole('button', {
      name: storeMessages(globals)('ui.collection.loadMore'),
    });
    loadMore.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** Signed out: "Add to cart" is disabled and says why. */
export const SignedOut: Story = {
  args: { layout: 'table', user: null, cartCount: 0 },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const buttons = within(canvasElement).getAllByRole('button', {
      name: t('ui.jamTrackRow.addToCart'),
    });
    for (const button of buttons) await expect(button).toBeDisabled();
  },
};

/** A phone (390 px, or the narrow viewport): swipe cards with "JamTrack n of 24". */
export const OnAPhone: Story = {
  args: { layout: 'cards' },
  decorators: [inFrame(390)],
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const carousel = within(canvasElement).getByRole('region', {
      name: t('ui.jamTrackSearch.headingAll'),
    });
    await waitFor(() =>
      expect(
        within(carousel).getByRole('group', {
          name: t('ui.jamTrackSearch.position', { position: 1, total: 24 }),
        }),
      ).toBeVisible(),
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** `auto` follows the width: a table from sm up, swipe cards below. */
export const Auto: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (isWide()) await expect(canvas.getByRole('table')).toBeVisible();
    else await expect(canvas.queryByRole('table')).toBeNull();
  },
};
