import {
  type AddToCartResponse,
  addToCartOutcome,
  type Cart,
  checkoutSuccessPath,
  type JamTrackSearchCriteria,
  jamTracksSearchQuery,
  SHOPPING_CART_PATH,
} from '@backline/domain';
import { apiPost } from './fetcher';

/** The store's API paths (part 2 §7), one place so loaders and SWR keys agree. */
export const STORE_API = {
  jamTracks: '/api/jamtracks',
  autocomplete: (match: string) =>
    `/api/jamtracks/autocomplete?${new URLSearchParams({ match, limit: '5' })}`,
  purchased: '/api/jamtracks/purchased',
  cart: '/api/shopping_carts',
  addToCart: '/api/shopping_carts/add_jamtrack',
  billingInfo: '/api/billing/billing_info',
  tokens: '/api/billing/tokens',
  createAccount: '/api/billing/create_account',
  placeOrder: '/api/billing/place_order',
  order: (id: string) => `/api/billing/orders/${encodeURIComponent(id)}`,
  jamTrack: (id: string) => `/api/jamtracks/${encodeURIComponent(id)}`,
  walletStart: '/api/paypal/checkout/start',
  walletConfirm: '/api/paypal/checkout/confirm',
  cataloguePdf: '/api/jamtracks/catalogue.pdf',
} as const;

/** GET /api/jamtracks for a criteria and page (the domain builds the query). */
export function jamTracksPath(criteria: JamTrackSearchCriteria, page: number): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(jamTracksSearchQuery(criteria, page))) {
    query.set(key, String(value));
  }
  return `${STORE_API.jamTracks}?${query}`;
}

/** The /jamtracks URL of a criteria (part 2 §2: query parameters query and artist). */
export function jamTracksPagePath(criteria: JamTrackSearchCriteria): string {
  switch (criteria.kind) {
    case 'all':
      return '/jamtracks';
    case 'term':
      return `/jamtracks?${new URLSearchParams({ query: criteria.text })}`;
    case 'artist':
      return `/jamtracks?${new URLSearchParams({ artist: criteria.artist.original_artist_slug })}`;
    case 'song':
      return `/jamtracks?${new URLSearchParams({ song: criteria.song.slug })}`;
  }
}

/**
 * Adds a JamTrack to the cart and follows part 2 §4: a free redemption with only free items is
 * claimed at once (place_order) and leads to the free success page; any other add leads to the
 * cart. Answers where to go and whether the JamTrack was claimed (nothing went to a cart, so
 * no "added to cart" message), or null when the add (or the claim) failed.
 */
export async function addToCartAndFollow(
  jamTrackId: string,
): Promise<{ to: string; claimed: boolean } | null> {
  const added = await apiPost(STORE_API.addToCart, { id: jamTrackId, variant: 'full' });
  if (!added.ok) return null;
  const cart = (await added.json()) as AddToCartResponse;
  const outcome = addToCartOutcome(cart, jamTrackId);
  if (outcome.kind === 'claimFree') {
    const claimed = await apiPost(STORE_API.placeOrder, {});
    return claimed.ok ? { to: checkoutSuccessPath({ jamTrackId }), claimed: true } : null;
  }
  return outcome.kind === 'goToCart' ? { to: SHOPPING_CART_PATH, claimed: false } : null;
}

export type StoreCart = Cart;
