import {
  type Cart,
  type CartItem,
  cartAmounts,
  cartProductInfo,
  freeJamTrackFlags,
  isFreeRedemption,
} from '@backline/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { cartItems, jamTracks, purchases } from '../db/schema';
import { ServiceError } from './errors';

/** Refusals of the cart calls (the spec's §8 texts are the browser's; these say why). */
export const CART_ERRORS = {
  notFound: 'This JamTrack does not exist.',
  owned: 'You already own this JamTrack.',
  itemNotFound: 'This item is not in your cart.',
} as const;

/** A cart item with what the store needs besides part 2 §3's fields. */
export interface StoreCartItem extends CartItem {
  /** The JamTrack the item is for (the row's link and "already in cart"). */
  jam_track_id: string;
  original_artist: string;
  variant: string;
}

export interface StoreCart extends Cart {
  items: StoreCartItem[];
}

/** The person's cart, priced now from the catalogue (part 2 §3: total = Σ real_price). */
export async function readCart(db: Db | Tx, userId: string): Promise<StoreCart> {
  const rows = await db
    .select({ item: cartItems, jamTrack: jamTracks })
    .from(cartItems)
    .innerJoin(jamTracks, eq(jamTracks.id, cartItems.jamTrackId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const items: StoreCartItem[] = rows.map(({ item, jamTrack }) => ({
    id: item.id,
    quantity: item.quantity,
    product_info: cartProductInfo({
      name: jamTrack.name,
      downloadPrice: jamTrack.downloadPrice,
      quantity: item.quantity,
      free: item.free,
    }),
    jam_track_id: jamTrack.id,
    original_artist: jamTrack.originalArtist,
    variant: item.variant,
  }));
  return { items, ...cartAmounts(items) };
}

/** The first-JamTrack-free flags of part 2 §3 (User detail for purchasing). */
export async function freeJamTrackState(db: Db | Tx, userId: string) {
  const [[redeemed], [waiting]] = await Promise.all([
    db
      .select({ value: count() })
      .from(purchases)
      .where(and(eq(purchases.userId, userId), eq(purchases.freeRedemption, true))),
    db
      .select({ value: count() })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.free, true))),
  ]);
  return freeJamTrackFlags({
    freeRedemptions: redeemed?.value ?? 0,
    freeItemInCart: (waiting?.value ?? 0) > 0,
  });
}

/**
 * POST /shopping_carts/add_jamtrack. The add is the free redemption when the JamTrack allows it
 * and the person's offer shows (domain `isFreeRedemption`); the answer then carries
 * `fast_reedem: true`. Adding what is already in the cart changes nothing.
 */
export async function addJamTrackToCart(
  db: Db,
  now: Date,
  userId: string,
  jamTrackId: string,
): Promise<StoreCart & { fast_reedem: boolean }> {
  return db.transaction(async (tx) => {
    const [jamTrack] = await tx
      .select()
      .from(jamTracks)
      .where(and(eq(jamTracks.id, jamTrackId), eq(jamTracks.available, true)));
    if (!jamTrack) throw new ServiceError('notFound', { error: CART_ERRORS.notFound });
    const [owned] = await tx
      .select({ id: purchases.jamTrackId })
      .from(purchases)
      .where(and(eq(purchases.userId, userId), eq(purchases.jamTrackId, jamTrackId)));
    if (owned) throw new ServiceError('refused', { errors: { id: [CART_ERRORS.owned] } });

    const flags = await freeJamTrackState(tx, userId);
    const free = isFreeRedemption({ allow_free: jamTrack.allowFree }, flags);
    const [added] = await tx
      .insert(cartItems)
      .values({ userId, jamTrackId, variant: 'full', quantity: 1, free, createdAt: now })
      // Already in the cart (or a second free item racing the first): keep what is there.
      .onConflictDoNothing()
      .returning({ free: cartItems.free });
    return { ...(await readCart(tx, userId)), fast_reedem: added?.free ?? false };
  });
}

/** DELETE /shopping_carts {id}: only the person's own item; another's is "not in your cart". */
export async function removeCartItem(db: Db, userId: string, itemId: string): Promise<StoreCart> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw new ServiceError('notFound', { error: CART_ERRORS.itemNotFound });
  return readCart(db, userId);
}
