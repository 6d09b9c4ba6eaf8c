import type { JamTrack } from './jamtrack';
import { assertCents, type Cents, sumCents } from './money';

/** Cart item product info (part 2 §3); prices in cents. */
export interface CartProductInfo {
  /** The name shown on the cart row. */
  sale_display: string;
  total_price: Cents;
  real_price: Cents;
  free: boolean;
}

export interface CartItem {
  id: string;
  quantity: number;
  product_info: CartProductInfo;
}

/** GET /shopping_carts (part 2 §3: total, subtotal, tax); amounts in cents. */
export interface Cart {
  items: CartItem[];
  total: Cents;
  subtotal: Cents;
  tax: Cents;
}

/** POST /shopping_carts/add_jamtrack answers with the cart, which may carry fast_reedem. */
export interface AddToCartResponse extends Cart {
  /** Spelled as the platform spells it: the add was a free redemption. */
  fast_reedem?: boolean;
}

/** Part 2 §3 "the cart total is the sum of each item's real_price". */
export function cartTotalCents(items: readonly CartItem[]): Cents {
  return sumCents(items.map((item) => item.product_info.real_price));
}

/** Part 2 §3 "The cart is free when empty or when every item is free". */
export function isCartFree(items: readonly CartItem[]): boolean {
  return items.every((item) => item.product_info.free);
}

/** Part 2 §2 "Title with item count", "total line with item count": quantities summed. */
export function cartItemCount(items: readonly CartItem[]): number {
  return items.reduce((count, item) => count + item.quantity, 0);
}

/** Where an add to cart leads (part 2 §4 "Free claim"). */
export type AddToCartOutcome =
  | { kind: 'claimFree'; jamTrackId: string }
  | { kind: 'goToCart' }
  | { kind: 'goToJamTracks' };

/**
 * Part 2 §4: a response that marks a free redemption with only free items leads to claiming the
 * JamTrack; any other success leads to the cart; a failed add (null) back to the JamTracks page.
 */
export function addToCartOutcome(
  response: AddToCartResponse | null | undefined,
  jamTrackId: string,
): AddToCartOutcome {
  if (!response) return { kind: 'goToJamTracks' };
  if (response.fast_reedem && response.items.length > 0 && isCartFree(response.items)) {
    return { kind: 'claimFree', jamTrackId };
  }
  return { kind: 'goToCart' };
}

/** The purchase area of a JamTrack row (part 2 §2 JamTracks search). */
export type JamTrackPurchaseState =
  | { kind: 'purchased' }
  | { kind: 'getItFree' }
  | { kind: 'inCart' }
  | { kind: 'addToCart'; priceCents: Cents; canAdd: boolean };

/**
 * "purchased" when owned; "Get it free" when the track allows free and the user's
 * show_free_jamtrack is set; "already in cart"; otherwise the price and "Add to cart", which does
 * nothing when not signed in.
 */
export function jamTrackPurchaseState(
  jamTrack: Pick<JamTrack, 'purchased' | 'allow_free' | 'added_cart' | 'download_price'>,
  user: { show_free_jamtrack: boolean } | null,
): JamTrackPurchaseState {
  if (jamTrack.purchased) return { kind: 'purchased' };
  if (jamTrack.allow_free && user?.show_free_jamtrack) return { kind: 'getItFree' };
  if (jamTrack.added_cart) return { kind: 'inCart' };
  return { kind: 'addToCart', priceCents: jamTrack.download_price, canAdd: user !== null };
}

/**
 * JamTracks are digital goods sold without sales tax in the sandbox store (decision 012): one
 * place to change when a tax rule arrives.
 */
export const CART_TAX_CENTS = 0;

/**
 * A cart item's product info (part 2 §3): `total_price` is the list price of the quantity,
 * `real_price` what the person pays for it — nothing for the free first JamTrack.
 */
export function cartProductInfo(input: {
  name: string;
  downloadPrice: Cents;
  quantity: number;
  free: boolean;
}): CartProductInfo {
  const totalPrice = assertCents(input.downloadPrice) * input.quantity;
  return {
    sale_display: input.name,
    total_price: totalPrice,
    real_price: input.free ? 0 : totalPrice,
    free: input.free,
  };
}

/** The cart's amounts (part 2 §3 total, subtotal, tax): the total is the sum of real_price. */
export function cartAmounts(items: readonly CartItem[]): Pick<Cart, 'subtotal' | 'tax' | 'total'> {
  const subtotal = cartTotalCents(items);
  return { subtotal, tax: CART_TAX_CENTS, total: subtotal + CART_TAX_CENTS };
}

/**
 * Part 2 §9 "first JamTrack free": a person who never redeemed a free JamTrack has one to
 * redeem (`has_redeemable_jamtrack`); the offer shows (`show_free_jamtrack`) while it is not
 * already waiting in the cart.
 */
export function freeJamTrackFlags(input: { freeRedemptions: number; freeItemInCart: boolean }): {
  has_redeemable_jamtrack: boolean;
  show_free_jamtrack: boolean;
} {
  const redeemable = input.freeRedemptions === 0;
  return {
    has_redeemable_jamtrack: redeemable,
    show_free_jamtrack: redeemable && !input.freeItemInCart,
  };
}

/** An add to cart is the free redemption when the JamTrack allows it and the offer shows. */
export function isFreeRedemption(
  jamTrack: Pick<JamTrack, 'allow_free'>,
  user: { show_free_jamtrack: boolean },
): boolean {
  return jamTrack.allow_free && user.show_free_jamtrack;
}
