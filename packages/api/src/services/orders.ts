import { createHash } from 'node:crypto';
import { isCartFree, MY_JAMTRACKS_PATH } from '@backline/domain';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { requestMissingJamTrackAudio } from '../audio/jamTrackAudio';
import type { Db, Tx } from '../db/client';
import {
  billingAccounts,
  cartItems,
  charges,
  jamTracks,
  type OrderPaymentMethod,
  orderLines,
  orders,
  purchases,
  users,
} from '../db/schema';
import type { ApiDeps } from '../deps';
import { orderConfirmationMessage } from '../mail/orderMessages';
import type { ChargeResult } from '../payments';
import { requestPartnerEarnings } from './affiliateEarnings';
import { billingAccountOf } from './billing';
import { readCart, type StoreCart } from './cart';
import { ServiceError } from './errors';
import { isUuid } from './ids';

type OrderDeps = Pick<ApiDeps, 'db' | 'clock' | 'payments' | 'mail' | 'config' | 'logger' | 'jobs'>;
type OrderRow = typeof orders.$inferSelect;

/**
 * Why an order was refused, keyed so that part 2 §8's "Error submitting payment: " plus each
 * key and text reads as a sentence ("Error submitting payment: card was declined").
 */
export const ORDER_ERRORS = {
  cartEmpty: { cart: ['is empty'] },
  billingMissing: { billing_info: ['is missing: enter your billing address and card first'] },
  totalMismatch: { total: ['does not match your cart: please review your order'] },
  inProgress: { order: ['is already being paid: please wait a moment'] },
} as const;

/** The provider's failure codes as order errors; anything else shows the provider's text. */
const CHARGE_FAILURE_ERRORS: Record<string, Record<string, string[]>> = {
  card_declined: { card: ['was declined'] },
  incorrect_cvc: { verification_value: ['failed the security code check'] },
  card_missing: { card: ['is no longer saved: please enter it again'] },
};

/** Wallet confirmation refusals (part 2 §8 reads `message` on a 422). */
export const WALLET_ERRORS = {
  expired: 'PayPal authorization has expired. Please restart the PayPal confirmation process.',
  notApproved: 'The PayPal payment was not approved.',
  cartChanged:
    'Your cart changed after PayPal approved the payment. Please start the PayPal payment again.',
  nothingToPay: 'Your cart has nothing to pay for.',
  inProgress: 'This PayPal payment is already being confirmed.',
} as const;

/** A "pending" order older than this was cut off mid-charge (a crash): it no longer blocks. */
const STALE_PENDING_MS = 10 * 60 * 1000;

export interface OrderResponse {
  id: string;
  status: string;
  payment_method: OrderPaymentMethod;
  subtotal: number;
  tax: number;
  total: number;
  created_at: string;
  jam_tracks: { id: string; name: string; original_artist: string; price: number }[];
}

async function presentOrder(db: Db | Tx, order: OrderRow): Promise<OrderResponse> {
  const lines = await db
    .select({ line: orderLines, jamTrack: jamTracks })
    .from(orderLines)
    .innerJoin(jamTracks, eq(jamTracks.id, orderLines.jamTrackId))
    .where(eq(orderLines.orderId, order.id))
    .orderBy(orderLines.description, orderLines.id);
  return {
    id: order.id,
    status: order.status,
    payment_method: order.paymentMethod,
    subtotal: order.subtotal,
    tax: order.tax,
    total: order.total,
    created_at: order.createdAt.toISOString(),
    jam_tracks: lines.map(({ line, jamTrack }) => ({
      id: jamTrack.id,
      name: jamTrack.name,
      original_artist: jamTrack.originalArtist,
      price: line.price,
    })),
  };
}

/** The order's lines, priced from the cart as it is now. */
async function writeLines(tx: Db | Tx, orderId: string, cart: StoreCart) {
  await tx.delete(orderLines).where(eq(orderLines.orderId, orderId));
  await tx.insert(orderLines).values(
    cart.items.map((item) => ({
      orderId,
      jamTrackId: item.jam_track_id,
      cartItemId: item.id,
      description: item.product_info.sale_display,
      variant: 'full' as const,
      quantity: item.quantity,
      price: item.product_info.real_price,
      free: item.product_info.free,
    })),
  );
}

/** The same cart contents at the same prices give the same key: a double submit is one order. */
function cartKey(userId: string, cart: StoreCart): string {
  const contents = cart.items
    .map((item) => `${item.id}:${item.jam_track_id}:${item.product_info.real_price}`)
    .sort()
    .join(',');
  const digest = createHash('sha256').update(`${userId}|${contents}|${cart.total}`).digest('hex');
  return `cart:${digest}`;
}

/**
 * Creates the order for `key`, or takes over the earlier one with that key: a paid one is
 * answered again (`replay`), a failed one is tried again with the next attempt number, one
 * being paid right now is refused (409). Another order of the person being paid under a
 * different key is refused as well: the person's row is locked while this is decided.
 */
async function claimOrder(
  deps: OrderDeps,
  userId: string,
  key: string,
  cart: StoreCart,
  paymentMethod: OrderPaymentMethod,
  extra: { status: 'pending' | 'awaiting_wallet'; walletAuthorizationRef?: string },
): Promise<{ order: OrderRow; replay: boolean; underWay?: boolean }> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [existing] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
    if (existing?.status === 'paid') return { order: existing, replay: true };
    // The same order, being paid by a request that started a moment before this one.
    if (existing?.status === 'pending') return { order: existing, replay: false, underWay: true };

    const [busy] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.status, 'pending'),
          sql`${orders.updatedAt} > ${new Date(now.getTime() - STALE_PENDING_MS)}`,
        ),
      );
    if (busy) throw new ServiceError('conflict', { errors: ORDER_ERRORS.inProgress });

    const amounts = { subtotal: cart.subtotal, tax: cart.tax, total: cart.total };
    let order: OrderRow | undefined;
    if (existing) {
      [order] = await tx
        .update(orders)
        .set({
          ...amounts,
          status: extra.status,
          paymentMethod,
          attempt: sql`${orders.attempt} + 1`,
          errorMessage: null,
          updatedAt: now,
        })
        .where(eq(orders.id, existing.id))
        .returning();
    } else {
      [order] = await tx
        .insert(orders)
        .values({
          userId,
          idempotencyKey: key,
          paymentMethod,
          ...amounts,
          status: extra.status,
          walletAuthorizationRef: extra.walletAuthorizationRef ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
    }
    if (!order) throw new Error('The order was not stored.');
    await writeLines(tx, order.id, cart);
    return { order, replay: false };
  });
}

export const ORDER_NOT_FOUND = 'There is no such order.';

/** GET /billing/orders/{id}: one of the person's own orders; another's or none is a 404. */
export async function ownOrder(db: Db, userId: string, id: string): Promise<OrderResponse> {
  const [order] = isUuid(id)
    ? await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.userId, userId)))
    : [];
  if (!order) throw new ServiceError('notFound', { message: ORDER_NOT_FOUND });
  return presentOrder(db, order);
}

/** Records the provider's answer in our ledger (once per provider charge). */
async function recordCharge(
  deps: OrderDeps,
  order: OrderRow,
  charge: ChargeResult,
  idempotencyKey: string,
  paymentMethodLabel: string,
  metadata: Record<string, string> = {},
) {
  const [row] = await deps.db
    .insert(charges)
    .values({
      userId: order.userId,
      purpose: 'jamtrack_order',
      provider: deps.payments.name,
      providerChargeRef: charge.ref,
      idempotencyKey,
      description: orderDescription(order),
      amount: charge.amount,
      status: charge.status,
      failureCode: charge.failureCode,
      failureMessage: charge.failureMessage,
      paymentMethodLabel,
      metadata: { order_id: order.id, ...metadata },
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing({ target: [charges.provider, charges.providerChargeRef] })
    .returning({ id: charges.id });
  if (row) return row.id;
  const [known] = await deps.db
    .select({ id: charges.id })
    .from(charges)
    .where(
      and(eq(charges.provider, deps.payments.name), eq(charges.providerChargeRef, charge.ref)),
    );
  return known?.id ?? null;
}

const orderDescription = (order: Pick<OrderRow, 'id'>) =>
  `JamTracks order ${order.id.slice(0, 8).toUpperCase()}`;

/**
 * Marks the order paid and hands over the JamTracks: purchases for its lines (a free line is
 * the person's free redemption), its items leave the cart, and a card not to be kept is
 * forgotten. Then the confirmation e-mail of a paid order is written.
 */
async function settleOrder(
  deps: OrderDeps,
  order: OrderRow,
  chargeId: string | null,
  paymentLabel: string,
): Promise<OrderRow> {
  const now = deps.clock.now();
  const settled = await deps.db.transaction(async (tx) => {
    const [paid] = await tx
      .update(orders)
      .set({ status: 'paid', chargeId, paidAt: now, updatedAt: now, errorMessage: null })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
      .returning();
    if (!paid) return null;
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    await tx
      .insert(purchases)
      .values(
        lines.map((line) => ({
          userId: order.userId,
          jamTrackId: line.jamTrackId,
          orderId: order.id,
          freeRedemption: line.free,
          pricePaid: line.price,
          createdAt: now,
        })),
      )
      .onConflictDoNothing();
    const itemIds = lines.flatMap((line) => (line.cartItemId ? [line.cartItemId] : []));
    if (itemIds.length > 0) {
      await tx
        .delete(cartItems)
        .where(and(eq(cartItems.userId, order.userId), inArray(cartItems.id, itemIds)));
    }
    return { paid, lines };
  });
  if (!settled) {
    // Settled meanwhile by its other path (a retry, the recovery job): the same charge.
    const [now] = await deps.db.select().from(orders).where(eq(orders.id, order.id));
    if (now?.status === 'paid') return now;
    throw new Error(`Order ${order.id} was not pending when it was paid.`);
  }

  // A catalogue JamTrack nobody owned yet has no audio: a worker makes it for the player.
  await requestMissingJamTrackAudio(
    deps,
    settled.lines.map((line) => line.jamTrackId),
  ).catch((error: unknown) =>
    deps.logger.warn('orders: could not ask for a JamTrack’s audio', {
      order: order.id,
      error: error instanceof Error ? error.message : String(error),
    }),
  );
  // An attributed customer's sale shows in the partner's earnings soon, not at the next hour.
  await requestPartnerEarnings(deps, order.userId);
  if (settled.paid.paymentMethod === 'card') await forgetCardUnlessKept(deps, order.userId);
  if (settled.paid.total > 0) await mailConfirmation(deps, settled.paid, paymentLabel);
  return settled.paid;
}

/** `reuse_card_next_time: false`: the card paid this order and is not kept. */
async function forgetCardUnlessKept(deps: OrderDeps, userId: string) {
  const account = await billingAccountOf(deps.db, userId);
  if (!account?.paymentMethodRef || account.reuseCard) return;
  await forgetCard(deps, userId, account.paymentMethodRef);
}

/** Card refusals after which the card entered is not kept (the provider refused the card). */
const CARD_REFUSALS = new Set(['card_declined', 'incorrect_cvc', 'card_missing']);

/**
 * A card is kept only once a charge on it succeeded, as a provider verifying a card does: a
 * card refused on its first charge is forgotten, so it is never offered again ("You will pay
 * with •••• 0002"). A card that paid before stays when a later charge fails (decision 033).
 */
async function forgetCardUnlessProven(
  deps: OrderDeps,
  userId: string,
  paymentMethodRef: string,
  failureCode: string | null,
) {
  if (!CARD_REFUSALS.has(failureCode ?? '')) return;
  if (failureCode !== 'card_missing') {
    const [proven] = await deps.db
      .select({ id: charges.id })
      .from(charges)
      .where(
        and(
          eq(charges.userId, userId),
          eq(charges.status, 'succeeded'),
          sql`${charges.metadata}->>'payment_method_ref' = ${paymentMethodRef}`,
        ),
      )
      .limit(1);
    if (proven) return;
  }
  await forgetCard(deps, userId, paymentMethodRef);
}

/** Detaches the card at the provider and clears it from the account, if it is still the one. */
async function forgetCard(deps: OrderDeps, userId: string, paymentMethodRef: string) {
  await deps.payments.detachCard({ customerRef: userId, paymentMethodRef });
  await deps.db
    .update(billingAccounts)
    .set({
      paymentMethodRef: null,
      lastFour: null,
      cardType: null,
      expMonth: null,
      expYear: null,
      cardSavedAt: null,
      updatedAt: deps.clock.now(),
    })
    .where(
      and(
        eq(billingAccounts.userId, userId),
        eq(billingAccounts.paymentMethodRef, paymentMethodRef),
      ),
    );
}

async function mailConfirmation(deps: OrderDeps, order: OrderRow, paymentLabel: string) {
  const [person] = await deps.db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!person) return;
  const presented = await presentOrder(deps.db, order);
  deps.mail.post(
    orderConfirmationMessage(
      person,
      {
        id: orderDescription(order).replace('JamTracks order ', ''),
        total: order.total,
        paymentLabel,
        lines: presented.jam_tracks.map((line) => ({
          name: line.name,
          originalArtist: line.original_artist,
          price: line.price,
        })),
      },
      `${deps.config.publicUrl}${MY_JAMTRACKS_PATH}`,
    ),
  );
}

async function markFailed(
  deps: OrderDeps,
  order: OrderRow,
  chargeId: string | null,
  message: string,
) {
  await deps.db
    .update(orders)
    .set({ status: 'failed', chargeId, errorMessage: message, updatedAt: deps.clock.now() })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')));
}

/** The provider's idempotency key of an order's charge: one per attempt. */
const chargeKeyOf = (order: Pick<OrderRow, 'id' | 'attempt'>) =>
  `order:${order.id}:${order.attempt}`;

/**
 * How long a charge may be under way. An order still pending this long after its last change
 * with no charge at the provider was interrupted before the charge (its process died): nothing
 * was taken, and it is marked failed so that it can be tried again.
 */
export const CHARGE_TIMEOUT_MS = 60_000;

export const ORDER_INTERRUPTED = 'The payment was interrupted before your card was charged.';

async function orderById(db: Db | Tx, id: string): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`Order ${id} is gone.`);
  return row;
}

/**
 * Settles a pending order from the provider's record of its charge, never by charging again
 * (a process killed between the charge and the settlement left a paid charge behind
 * a pending order, and the retry charged a second time). A succeeded charge pays the order, a
 * failed one fails it; with no charge at the provider, an order older than CHARGE_TIMEOUT_MS is
 * marked failed (interrupted) and a younger one is left alone: its charge may be under way.
 * Answers the order as it stands afterwards.
 */
export async function recoverOrder(deps: OrderDeps, order: OrderRow): Promise<OrderRow> {
  if (order.status !== 'pending') return order;
  const chargeKey = chargeKeyOf(order);
  const charge = await deps.payments.findCharge(chargeKey);
  if (!charge) {
    const age = deps.clock.now().getTime() - order.updatedAt.getTime();
    if (age < CHARGE_TIMEOUT_MS) return order;
    await markFailed(deps, order, null, ORDER_INTERRUPTED);
    return orderById(deps.db, order.id);
  }
  const account =
    order.paymentMethod === 'card' ? await billingAccountOf(deps.db, order.userId) : null;
  const label = account ? cardLabel(account) : 'PayPal';
  const chargeId = await recordCharge(deps, order, charge, chargeKey, label);
  if (charge.status === 'failed') {
    await markFailed(deps, order, chargeId, charge.failureMessage ?? 'The payment failed.');
    return orderById(deps.db, order.id);
  }
  return settleOrder(deps, order, chargeId, label);
}

/**
 * The recovery job (every minute): every order pending for longer than a charge may take is
 * settled from the provider's record, so a charge and its order never disagree for long.
 */
export async function recoverPendingOrders(deps: OrderDeps): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - CHARGE_TIMEOUT_MS);
  const stuck = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lt(orders.updatedAt, before)));
  let recovered = 0;
  for (const order of stuck) {
    const after = await recoverOrder(deps, order);
    if (after.status !== 'pending') recovered += 1;
  }
  return recovered;
}

/** What a duplicate of a failed order answers: the first one's refusal. */
async function failureOf(deps: OrderDeps, order: OrderRow): Promise<ServiceError> {
  const [charge] = order.chargeId
    ? await deps.db.select().from(charges).where(eq(charges.id, order.chargeId))
    : [];
  const message = order.errorMessage ?? 'The payment failed.';
  return new ServiceError('refused', {
    errors: CHARGE_FAILURE_ERRORS[charge?.failureCode ?? ''] ?? { payment: [message] },
  });
}

/**
 * A request for an order another request (or a process that died) has under way: waits for
 * that one, settling it from the provider when its charge is there, and answers its result.
 * Null when that order was interrupted before any charge: this request may try again.
 */
async function awaitEarlierOrder(
  deps: OrderDeps,
  earlier: OrderRow,
): Promise<OrderResponse | null> {
  let order = earlier;
  for (let waited = 0; ; waited += ORDER_POLL_MS) {
    order = await recoverOrder(deps, await orderById(deps.db, order.id));
    if (order.status === 'paid') return presentOrder(deps.db, order);
    if (order.status === 'failed' && order.errorMessage === ORDER_INTERRUPTED) return null;
    if (order.status !== 'pending') throw await failureOf(deps, order);
    if (waited >= CHARGE_TIMEOUT_MS)
      throw new ServiceError('conflict', { errors: ORDER_ERRORS.inProgress });
    await new Promise((resolve) => setTimeout(resolve, ORDER_POLL_MS));
  }
}

/** How often a duplicate request looks at the order it waits for. */
const ORDER_POLL_MS = 200;

const cardLabel = (account: { cardType: string | null; lastFour: string | null }) =>
  `${account.cardType ?? 'Card'} •••• ${account.lastFour ?? ''}`.trim();

/**
 * POST /billing/place_order: orders the cart as priced by the server. A free cart (the free
 * first JamTrack) is redeemed without payment; otherwise the saved card is charged through the
 * provider with the idempotency key `order:<id>:<attempt>`.
 *
 * `idempotencyKey` (the `Idempotency-Key` header) lets a retried request find its order after
 * the cart was emptied; without it, the cart's contents are the key. `expectedTotal` (body
 * `total`, cents) is what the person saw: any other amount is refused and nothing is charged.
 */
export async function placeOrder(
  deps: OrderDeps,
  userId: string,
  input: { idempotencyKey?: string | undefined; expectedTotal?: number | undefined },
): Promise<OrderResponse> {
  const cart = await readCart(deps.db, userId);
  if (cart.items.length === 0) {
    if (input.idempotencyKey) {
      const [earlier] = await deps.db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, input.idempotencyKey)));
      if (earlier?.status === 'paid') return presentOrder(deps.db, earlier);
    }
    throw new ServiceError('refused', { errors: ORDER_ERRORS.cartEmpty });
  }
  if (input.expectedTotal !== undefined && input.expectedTotal !== cart.total) {
    throw new ServiceError('refused', { errors: ORDER_ERRORS.totalMismatch });
  }
  const free = isCartFree(cart.items);
  const account = free ? undefined : await billingAccountOf(deps.db, userId);
  const paymentMethodRef = account?.paymentMethodRef;
  if (!free && !paymentMethodRef) {
    throw new ServiceError('refused', { errors: ORDER_ERRORS.billingMissing });
  }

  const key = input.idempotencyKey ?? cartKey(userId, cart);
  // The same order already under way (a double click, a retry after a lost answer, a process
  // that died mid-payment): its result, settled from the provider if need be — never a second
  // charge.
  const [earlier] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  if (earlier?.status === 'pending') {
    const result = await awaitEarlierOrder(deps, earlier);
    if (result) return result;
  }

  const { order, replay, underWay } = await claimOrder(
    deps,
    userId,
    key,
    cart,
    free ? 'free' : 'card',
    { status: 'pending' },
  );
  if (replay) return presentOrder(deps.db, order);
  if (underWay) {
    const result = await awaitEarlierOrder(deps, order);
    if (result) return result;
    throw new ServiceError('conflict', { errors: ORDER_ERRORS.inProgress });
  }
  if (free || !account || !paymentMethodRef) {
    return presentOrder(deps.db, await settleOrder(deps, order, null, 'Free'));
  }

  const label = cardLabel(account);
  const chargeKey = chargeKeyOf(order);
  let charge: ChargeResult;
  try {
    charge = await deps.payments.charge({
      customerRef: userId,
      source: { kind: 'card', paymentMethodRef },
      amount: order.total,
      description: orderDescription(order),
      idempotencyKey: chargeKey,
      metadata: { order_id: order.id },
    });
  } catch (error) {
    await markFailed(deps, order, null, error instanceof Error ? error.message : String(error));
    throw error;
  }
  const chargeId = await recordCharge(deps, order, charge, chargeKey, label, {
    payment_method_ref: paymentMethodRef,
  });
  if (charge.status === 'failed') {
    const message = charge.failureMessage ?? 'The payment failed.';
    await markFailed(deps, order, chargeId, message);
    await forgetCardUnlessProven(deps, userId, paymentMethodRef, charge.failureCode);
    throw new ServiceError('refused', {
      errors: CHARGE_FAILURE_ERRORS[charge.failureCode ?? ''] ?? { payment: [message] },
    });
  }
  return presentOrder(deps.db, await settleOrder(deps, order, chargeId, label));
}

/**
 * Starts a wallet payment of the cart: the provider's authorization for the cart's total and
 * an order waiting on it. The browser goes to `approval_url`, which returns to
 * /checkout/paypal/confirm. Earlier wallet orders still waiting are cancelled.
 */
export async function startWalletCheckout(
  deps: OrderDeps,
  userId: string,
): Promise<{ approval_url: string; order_id: string }> {
  const cart = await readCart(deps.db, userId);
  if (cart.items.length === 0)
    throw new ServiceError('refused', { errors: ORDER_ERRORS.cartEmpty });
  if (cart.total <= 0) throw new ServiceError('refused', { message: WALLET_ERRORS.nothingToPay });
  const authorization = await deps.payments.createWalletAuthorization({
    customerRef: userId,
    amount: cart.total,
    description: `Backline JamTracks (${cart.items.length})`,
    returnUrl: `${deps.config.publicUrl}/checkout/paypal/confirm`,
    cancelUrl: `${deps.config.publicUrl}/checkout`,
  });
  await deps.db
    .update(orders)
    .set({ status: 'cancelled', updatedAt: deps.clock.now() })
    .where(and(eq(orders.userId, userId), eq(orders.status, 'awaiting_wallet')));
  const { order } = await claimOrder(deps, userId, `paypal:${authorization.id}`, cart, 'paypal', {
    status: 'awaiting_wallet',
    walletAuthorizationRef: authorization.id,
  });
  return { approval_url: authorization.approvalUrl, order_id: order.id };
}

/**
 * POST /paypal/checkout/confirm: captures the approved wallet payment of the person's waiting
 * wallet order (the one for `token` when the browser passes the wallet's token back). 404 when
 * there is none or its authorization lapsed; 422 `{message}` when it cannot be bought (not
 * approved, the cart changed since, the provider refused).
 */
export async function confirmWalletCheckout(
  deps: OrderDeps,
  userId: string,
  token: string | undefined,
): Promise<OrderResponse> {
  const filters = [eq(orders.userId, userId), eq(orders.paymentMethod, 'paypal')];
  if (token) filters.push(eq(orders.walletAuthorizationRef, token));
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(and(...filters, inArray(orders.status, ['awaiting_wallet', 'paid', 'pending'])))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (!order?.walletAuthorizationRef)
    throw new ServiceError('notFound', { message: WALLET_ERRORS.expired });
  // A confirmation sent twice answers the paid order again.
  if (order.status === 'paid') return presentOrder(deps.db, order);
  if (order.status === 'pending')
    throw new ServiceError('conflict', { message: WALLET_ERRORS.inProgress });

  const authorization = await deps.payments.getWalletAuthorization(order.walletAuthorizationRef);
  if (!authorization || authorization.expired) {
    await cancelOrder(deps, order);
    throw new ServiceError('notFound', { message: WALLET_ERRORS.expired });
  }
  if (authorization.status !== 'approved') {
    throw new ServiceError('refused', { message: WALLET_ERRORS.notApproved });
  }
  const cart = await readCart(deps.db, userId);
  const lines = await deps.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const sameItems =
    cart.items.length === lines.length &&
    cart.items.every((item) =>
      lines.some(
        (line) => line.cartItemId === item.id && line.price === item.product_info.real_price,
      ),
    );
  if (!sameItems || cart.total !== order.total || authorization.amount !== order.total) {
    throw new ServiceError('refused', { message: WALLET_ERRORS.cartChanged });
  }

  const [pending] = await deps.db
    .update(orders)
    .set({ status: 'pending', updatedAt: deps.clock.now() })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'awaiting_wallet')))
    .returning();
  if (!pending) throw new ServiceError('conflict', { message: WALLET_ERRORS.inProgress });

  const chargeKey = chargeKeyOf(pending);
  const charge = await deps.payments.charge({
    customerRef: userId,
    source: { kind: 'wallet', walletAuthorizationRef: order.walletAuthorizationRef },
    amount: pending.total,
    description: orderDescription(pending),
    idempotencyKey: chargeKey,
    metadata: { order_id: pending.id },
  });
  const chargeId = await recordCharge(deps, pending, charge, chargeKey, 'PayPal');
  if (charge.status === 'failed') {
    await markFailed(deps, pending, chargeId, charge.failureMessage ?? 'The payment failed.');
    if (charge.failureCode === 'wallet_expired') {
      throw new ServiceError('notFound', { message: WALLET_ERRORS.expired });
    }
    throw new ServiceError('refused', {
      message: charge.failureMessage ?? WALLET_ERRORS.notApproved,
    });
  }
  return presentOrder(deps.db, await settleOrder(deps, pending, chargeId, 'PayPal'));
}

async function cancelOrder(deps: OrderDeps, order: OrderRow) {
  await deps.db
    .update(orders)
    .set({ status: 'cancelled', updatedAt: deps.clock.now() })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'awaiting_wallet')));
}
