import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToCartAndFollow, jamTracksPagePath, jamTracksPath } from './store';

const artist = { original_artist: 'Delta Smoke', original_artist_slug: 'delta-smoke' };

describe('store paths', () => {
  it('asks GET /api/jamtracks for 10 per page with the criteria', () => {
    expect(jamTracksPath({ kind: 'artist', artist }, 2)).toBe(
      '/api/jamtracks?page=2&per_page=10&artist=delta-smoke',
    );
    expect(jamTracksPath({ kind: 'term', text: ' blues ' }, 0)).toBe(
      '/api/jamtracks?page=0&per_page=10&search=blues',
    );
  });

  it('puts the criteria in /jamtracks query and artist parameters (part 2 §2)', () => {
    expect(jamTracksPagePath({ kind: 'all' })).toBe('/jamtracks');
    expect(jamTracksPagePath({ kind: 'term', text: 'rock & roll' })).toBe(
      '/jamtracks?query=rock+%26+roll',
    );
    expect(jamTracksPagePath({ kind: 'artist', artist })).toBe('/jamtracks?artist=delta-smoke');
  });
});

describe('addToCartAndFollow (part 2 §4 Free claim)', () => {
  afterEach(() => vi.unstubAllGlobals());

  const answer = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  const freeItem = {
    id: 'i1',
    quantity: 1,
    product_info: { sale_display: 'S', total_price: 300, real_price: 0, free: true },
  };

  it('claims a free redemption at once and goes to the free success page', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        answer({ items: [freeItem], total: 0, subtotal: 0, tax: 0, fast_reedem: true }),
      )
      .mockResolvedValueOnce(answer({ id: 'o1', status: 'paid' }));
    vi.stubGlobal('fetch', fetch);
    // A claim put nothing in a cart: no "added to cart" message on the way.
    await expect(addToCartAndFollow('jt-1')).resolves.toEqual({
      to: '/checkout/success?free=yes&jamtrackId=jt-1',
      claimed: true,
    });
    expect(fetch.mock.calls.map((call) => call[0])).toEqual([
      '/api/shopping_carts/add_jamtrack',
      '/api/billing/place_order',
    ]);
  });

  it('goes to the cart after a paid add, and nowhere when the add failed', async () => {
    const paidItem = {
      ...freeItem,
      product_info: { ...freeItem.product_info, real_price: 300, free: false },
    };
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(answer({ items: [paidItem], total: 300, subtotal: 300, tax: 0 })),
    );
    await expect(addToCartAndFollow('jt-2')).resolves.toEqual({
      to: '/shopping-cart',
      claimed: false,
    });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(answer({ error: 'x' }, 404)));
    await expect(addToCartAndFollow('jt-3')).resolves.toBeNull();
  });
});
