import { describe, expect, it } from 'vitest';
import {
  type AddToCartResponse,
  addToCartOutcome,
  CART_TAX_CENTS,
  type CartItem,
  cartAmounts,
  cartItemCount,
  cartProductInfo,
  cartTotalCents,
  freeJamTrackFlags,
  isCartFree,
  isFreeRedemption,
  jamTrackPurchaseState,
} from './cart';

function item(id: string, realPrice: number, free = false, quantity = 1): CartItem {
  return {
    id,
    quantity,
    product_info: {
      sale_display: `Song ${id}`,
      total_price: realPrice,
      real_price: realPrice,
      free,
    },
  };
}

function response(items: CartItem[], fastRedeem?: boolean): AddToCartResponse {
  const total = cartTotalCents(items);
  return { items, total, subtotal: total, tax: 0, fast_reedem: fastRedeem };
}

describe('cart totals (part 2 §3 Cart item)', () => {
  it('sums the real_price of every item', () => {
    expect(cartTotalCents([item('1', 300), item('2', 299), item('3', 0, true)])).toBe(599);
    expect(cartTotalCents([])).toBe(0);
  });

  it('counts items by quantity', () => {
    expect(cartItemCount([item('1', 300), item('2', 300, false, 2)])).toBe(3);
    expect(cartItemCount([])).toBe(0);
  });
});

describe('isCartFree (part 2 §3 free when empty or every item is free)', () => {
  it('is free when empty or when every item is free', () => {
    expect(isCartFree([])).toBe(true);
    expect(isCartFree([item('1', 0, true), item('2', 0, true)])).toBe(true);
  });

  it('is not free with one paid item', () => {
    expect(isCartFree([item('1', 0, true), item('2', 300)])).toBe(false);
  });
});

describe('addToCartOutcome (part 2 §4 Free claim)', () => {
  it('claims the JamTrack when the response marks a free redemption with only free items', () => {
    expect(addToCartOutcome(response([item('1', 0, true)], true), 'jt1')).toEqual({
      kind: 'claimFree',
      jamTrackId: 'jt1',
    });
  });

  it('goes to the cart when the redemption is not marked or an item is paid', () => {
    expect(addToCartOutcome(response([item('1', 0, true)]), 'jt1')).toEqual({ kind: 'goToCart' });
    expect(addToCartOutcome(response([item('1', 0, true), item('2', 300)], true), 'jt1')).toEqual({
      kind: 'goToCart',
    });
    expect(addToCartOutcome(response([], true), 'jt1')).toEqual({ kind: 'goToCart' });
  });

  it('goes back to the JamTracks page when the add failed', () => {
    expect(addToCartOutcome(null, 'jt1')).toEqual({ kind: 'goToJamTracks' });
  });
});

describe('jamTrackPurchaseState (part 2 §2 JamTracks search row)', () => {
  const jamTrack = { purchased: false, allow_free: false, added_cart: false, download_price: 300 };
  const user = { show_free_jamtrack: false };

  it('shows "purchased" when owned, before anything else', () => {
    expect(
      jamTrackPurchaseState(
        { ...jamTrack, purchased: true, allow_free: true },
        { show_free_jamtrack: true },
      ),
    ).toEqual({ kind: 'purchased' });
  });

  it('offers it free only when the track allows it and show_free_jamtrack is set', () => {
    expect(
      jamTrackPurchaseState({ ...jamTrack, allow_free: true }, { show_free_jamtrack: true }),
    ).toEqual({
      kind: 'getItFree',
    });
    expect(jamTrackPurchaseState({ ...jamTrack, allow_free: true }, user).kind).toBe('addToCart');
    expect(jamTrackPurchaseState(jamTrack, { show_free_jamtrack: true }).kind).toBe('addToCart');
  });

  it('links to the cart when the track is already in it', () => {
    expect(jamTrackPurchaseState({ ...jamTrack, added_cart: true }, user)).toEqual({
      kind: 'inCart',
    });
  });

  it('shows the price and an Add to cart that does nothing when not signed in', () => {
    expect(jamTrackPurchaseState(jamTrack, user)).toEqual({
      kind: 'addToCart',
      priceCents: 300,
      canAdd: true,
    });
    expect(jamTrackPurchaseState(jamTrack, null)).toEqual({
      kind: 'addToCart',
      priceCents: 300,
      canAdd: false,
    });
  });
});

describe('cartProductInfo and cartAmounts (part 2 §3 the cart total is the sum of real_price)', () => {
  it('prices a paid item at its download price, a free one at nothing', () => {
    expect(cartProductInfo({ name: 'Song', downloadPrice: 300, quantity: 1, free: false })).toEqual(
      { sale_display: 'Song', total_price: 300, real_price: 300, free: false },
    );
    expect(cartProductInfo({ name: 'Song', downloadPrice: 300, quantity: 1, free: true })).toEqual({
      sale_display: 'Song',
      total_price: 300,
      real_price: 0,
      free: true,
    });
  });

  it('multiplies by the quantity and refuses a fractional price', () => {
    expect(
      cartProductInfo({ name: 'S', downloadPrice: 299, quantity: 2, free: false }).real_price,
    ).toBe(598);
    expect(() =>
      cartProductInfo({ name: 'S', downloadPrice: 2.99, quantity: 1, free: false }),
    ).toThrow(RangeError);
  });

  it('totals the real prices with no tax', () => {
    expect(cartAmounts([item('1', 300), item('2', 0, true), item('3', 199)])).toEqual({
      subtotal: 499,
      tax: CART_TAX_CENTS,
      total: 499 + CART_TAX_CENTS,
    });
    expect(cartAmounts([])).toEqual({ subtotal: 0, tax: 0, total: 0 });
  });
});

describe('freeJamTrackFlags and isFreeRedemption (part 2 §9 first JamTrack free)', () => {
  it('offers the free JamTrack until one is redeemed', () => {
    expect(freeJamTrackFlags({ freeRedemptions: 0, freeItemInCart: false })).toEqual({
      has_redeemable_jamtrack: true,
      show_free_jamtrack: true,
    });
    expect(freeJamTrackFlags({ freeRedemptions: 1, freeItemInCart: false })).toEqual({
      has_redeemable_jamtrack: false,
      show_free_jamtrack: false,
    });
  });

  it('hides the offer while the free JamTrack waits in the cart', () => {
    expect(freeJamTrackFlags({ freeRedemptions: 0, freeItemInCart: true })).toEqual({
      has_redeemable_jamtrack: true,
      show_free_jamtrack: false,
    });
  });

  it('redeems only a JamTrack that allows it while the offer shows', () => {
    expect(isFreeRedemption({ allow_free: true }, { show_free_jamtrack: true })).toBe(true);
    expect(isFreeRedemption({ allow_free: false }, { show_free_jamtrack: true })).toBe(false);
    expect(isFreeRedemption({ allow_free: true }, { show_free_jamtrack: false })).toBe(false);
  });
});
