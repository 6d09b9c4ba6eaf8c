import { describe, expect, it } from 'vitest';
import {
  areCardFieldsDisabled,
  buildCreateAccountPayload,
  canConfirmAndPay,
  checkoutSuccessPath,
  initialPaymentMethod,
  isPreserveBillingActive,
  orderPlacementErrorDetails,
  PRESERVE_BILLING_MS,
  parseCheckoutSuccessQuery,
  walletConfirmationOutcome,
} from './checkout';

const address = {
  first_name: 'Ana',
  last_name: 'Lima',
  address1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'US',
};

describe('preserve-billing flag (part 2 §4 Checkout, §9 10 minutes)', () => {
  const savedAt = Date.parse('2025-01-01T10:00:00Z');

  it('lasts 10 minutes after the billing save', () => {
    expect(PRESERVE_BILLING_MS).toBe(600_000);
    expect(isPreserveBillingActive(savedAt, new Date('2025-01-01T10:00:00Z'))).toBe(true);
    expect(isPreserveBillingActive(savedAt, new Date('2025-01-01T10:09:59Z'))).toBe(true);
    expect(isPreserveBillingActive(savedAt, new Date('2025-01-01T10:10:00Z'))).toBe(false);
  });

  it('is off without a flag or with a save time in the future', () => {
    expect(isPreserveBillingActive(null, new Date(savedAt))).toBe(false);
    expect(isPreserveBillingActive(undefined, new Date(savedAt))).toBe(false);
    expect(isPreserveBillingActive(savedAt, new Date(savedAt - 1))).toBe(false);
  });
});

describe('canConfirmAndPay (part 2 §5 Confirm & Pay)', () => {
  it('is disabled while there is no cart total', () => {
    expect(canConfirmAndPay({ cartTotal: null, submitting: false })).toBe(false);
    expect(canConfirmAndPay({ cartTotal: undefined, submitting: false })).toBe(false);
    expect(canConfirmAndPay({ cartTotal: 0, submitting: false })).toBe(false);
  });

  it('is disabled while submitting', () => {
    expect(canConfirmAndPay({ cartTotal: 300, submitting: true })).toBe(false);
    expect(canConfirmAndPay({ cartTotal: 300, submitting: false })).toBe(true);
  });
});

describe('payment method (part 2 §4 Checkout, §5 Card fields disabled when reusing)', () => {
  it('preselects the stored card when the user reuses it', () => {
    expect(initialPaymentMethod({ has_stored_credit_card: true, reuse_card: true })).toBe(
      'existing_card',
    );
    expect(initialPaymentMethod({ has_stored_credit_card: true, reuse_card: false })).toBe(
      'credit_card',
    );
    expect(initialPaymentMethod({ has_stored_credit_card: false, reuse_card: true })).toBe(
      'credit_card',
    );
  });

  it('enables the card fields only for a new credit card', () => {
    expect(areCardFieldsDisabled('credit_card')).toBe(false);
    expect(areCardFieldsDisabled('existing_card')).toBe(true);
    expect(areCardFieldsDisabled('paypal')).toBe(true);
  });

  it('sends the card with a new credit card and leaves it out when reusing', () => {
    expect(
      buildCreateAccountPayload({
        address,
        token: 'tok_abc',
        method: 'credit_card',
        saveCardForNextTime: true,
      }),
    ).toEqual({
      billing_info: { ...address, recurly_token: 'tok_abc' },
      terms_of_service: true,
      reuse_card_this_time: false,
      reuse_card_next_time: true,
    });
    expect(
      buildCreateAccountPayload({
        address,
        token: 'tok_abc',
        method: 'existing_card',
        saveCardForNextTime: false,
      }),
    ).toEqual({
      billing_info: address,
      terms_of_service: true,
      reuse_card_this_time: true,
      reuse_card_next_time: false,
    });
  });
});

describe('wallet confirmation (part 2 §8 Wallet confirmation)', () => {
  it('places the order on 200 and goes to My JamTracks', () => {
    expect(walletConfirmationOutcome(200, null, 'help@backline.example')).toEqual({
      kind: 'placed',
      redirectTo: '/my-jamtracks',
    });
  });

  it('says the authorization expired on 404', () => {
    expect(walletConfirmationOutcome(404, null, 'x')).toEqual({ kind: 'authorizationExpired' });
  });

  it('shows the purchase error message on 422', () => {
    expect(walletConfirmationOutcome(422, { message: 'Insufficient funds' }, 'x')).toEqual({
      kind: 'purchaseError',
      message: 'Insufficient funds',
    });
    expect(walletConfirmationOutcome(422, {}, 'x')).toEqual({ kind: 'purchaseError', message: '' });
  });

  it('asks to contact support on any other status', () => {
    expect(walletConfirmationOutcome(500, null, 'help@backline.example')).toEqual({
      kind: 'contactSupport',
      email: 'help@backline.example',
    });
  });
});

describe('checkout success (part 2 §2 Checkout success, §4 Free claim)', () => {
  it('goes to /checkout/success, with free=yes and the JamTrack for a free claim', () => {
    expect(checkoutSuccessPath()).toBe('/checkout/success');
    expect(checkoutSuccessPath({ jamTrackId: '42' })).toBe(
      '/checkout/success?free=yes&jamtrackId=42',
    );
  });

  it('names the order it thanks for, so the page can tell an order from none', () => {
    expect(checkoutSuccessPath({ orderId: 'o 1' })).toBe('/checkout/success?order=o%201');
    expect(parseCheckoutSuccessQuery({ order: ' o1 ' })).toMatchObject({ orderId: 'o1' });
  });

  it('reads free and jamtrackId back', () => {
    expect(parseCheckoutSuccessQuery({ free: 'yes', jamtrackId: '42' })).toEqual({
      free: true,
      jamTrackId: '42',
      orderId: null,
    });
    expect(parseCheckoutSuccessQuery({ free: 'no', jamtrackId: '' })).toEqual({
      free: false,
      jamTrackId: null,
      orderId: null,
    });
    expect(parseCheckoutSuccessQuery({})).toEqual({ free: false, jamTrackId: null, orderId: null });
  });
});

describe('orderPlacementErrorDetails (part 2 §8 Order placement failure)', () => {
  it('lists each error key and text', () => {
    expect(
      orderPlacementErrorDetails(
        { errors: { number: ['is invalid'], base: 'Card declined' } },
        'Unprocessable Entity',
      ),
    ).toBe('number is invalid, base Card declined');
  });

  it('uses the response text without errors', () => {
    expect(orderPlacementErrorDetails(null, ' Service Unavailable ')).toBe('Service Unavailable');
    expect(orderPlacementErrorDetails({ errors: {} }, 'Oops')).toBe('Oops');
  });
});
