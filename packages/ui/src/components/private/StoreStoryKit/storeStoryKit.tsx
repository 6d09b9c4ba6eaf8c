// Stories and tests only: the JamTracks store's demo data and decorators. Not exported by the
// package (src/index.ts never imports it).
import type { Cart, CartItem, JamTrack, Track } from '@backline/domain';
import type { Decorator } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { createIntl } from 'react-intl';
import { uiMessagesFor } from '../../../i18n/messagesForLocale';
import type { UIMessageId } from '../../../messages';

/** A silent WAV as a data URI: previews never touch the network. */
export const silentPreview =
  'data:audio/wav;base64,UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YQAAAAA=';

function track(id: string, description: string, type: Track['track_type'] = 'Track'): Track {
  return {
    id,
    track_type: type,
    part: null,
    instrument: type === 'Track' ? { description } : null,
    preview_mp3_url: type === 'Click' ? null : silentPreview,
  };
}

/** A catalogue JamTrack with four stems, a click and a master; override what a story needs. */
export function demoJamTrack(overrides: Partial<JamTrack> & { id: string }): JamTrack {
  const { id } = overrides;
  return {
    name: 'Superstition',
    name_slug: 'superstition',
    slug: `superstition-${id}`,
    original_artist: 'Stevie Wonder',
    original_artist_slug: 'stevie-wonder',
    download_price: 300,
    purchased: false,
    allow_free: false,
    added_cart: false,
    can_download: false,
    tracks: [
      track(`${id}-master`, 'Master', 'Master'),
      track(`${id}-drums`, 'Drums'),
      track(`${id}-bass`, 'Bass'),
      track(`${id}-keys`, 'Keys'),
      track(`${id}-vocal`, 'Vocal'),
      track(`${id}-click`, 'Click', 'Click'),
    ],
    mixdowns: [],
    mp3Package: null,
    oggPackage: null,
    last_mixdown_id: null,
    last_stem_id: null,
    ...overrides,
  };
}

const titles: [string, string][] = [
  ['Superstition', 'Stevie Wonder'],
  ['Sultans of Swing', 'Dire Straits'],
  ['Billie Jean', 'Michael Jackson'],
  ['Come Together', 'The Beatles'],
  ['Another One Bites the Dust', 'Queen'],
  ['Cissy Strut', 'The Meters'],
  ['Chameleon', 'Herbie Hancock'],
  ['Get Lucky', 'Daft Punk'],
  ['Pick Up the Pieces', 'Average White Band'],
  ['Fire on the Mountain', 'Grateful Dead'],
  ['Cantaloupe Island', 'Herbie Hancock'],
  ['Oye Como Va', 'Santana'],
];

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** `count` distinct catalogue JamTracks starting at `from` (ids `jt-<n>`). */
export function demoCatalogue(count: number, from = 0): JamTrack[] {
  return Array.from({ length: count }, (_, index) => {
    const n = from + index;
    const [name, artist] = titles[n % titles.length]!;
    const round = Math.floor(n / titles.length);
    return demoJamTrack({
      id: `jt-${n + 1}`,
      name: round === 0 ? name : `${name} (take ${round + 1})`,
      name_slug: slug(name),
      original_artist: artist,
      original_artist_slug: slug(artist),
    });
  });
}

export function demoCartItem(
  id: string,
  name: string,
  realPrice = 300,
  overrides: Partial<CartItem['product_info']> = {},
): CartItem {
  return {
    id,
    quantity: 1,
    product_info: {
      sale_display: name,
      total_price: realPrice,
      real_price: realPrice,
      free: realPrice === 0,
      ...overrides,
    },
  };
}

/** A cart whose totals are the sum of its items' real_price, as the API answers. */
export function demoCart(items: CartItem[]): Cart {
  const total = items.reduce((sum, item) => sum + item.product_info.real_price, 0);
  return { items, total, subtotal: total, tax: 0 };
}

/** The ui messages of the story's locale, for play functions that must pass in en and es. */
export function storeMessages(
  globals: Record<string, unknown>,
): (id: UIMessageId, values?: Record<string, string | number>) => string {
  const locale = String(globals.locale ?? 'en');
  const intl = createIntl({ locale, messages: uiMessagesFor(locale) });
  return (id, values) => intl.formatMessage({ id }, values);
}

/** Internal links go through React Aria's router, as in the app: stories never leave the page. */
export function withRouter(navigate: (href: string) => void): Decorator {
  return (Story) => (
    <RouterProvider navigate={navigate}>
      <Story />
    </RouterProvider>
  );
}

/** Renders the story in a frame this wide (a phone is 320–390 px). */
export function inFrame(inlineSize: number): Decorator {
  return (Story) => (
    <div style={{ maxInlineSize: inlineSize, marginInline: 'auto' }}>
      <Story />
    </div>
  );
}
