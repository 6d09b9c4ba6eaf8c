/**
 * The payment provider as the rest of the API sees it (decision 013). The built-in sandbox
 * implements it (src/payments/sandbox/); a real provider's adapter implements the same
 * interface. Amounts are integer cents in US dollars. Our tables keep only the provider's ids.
 *
 * Card numbers never reach our services: the browser turns a card into a one-use token with the
 * provider (the sandbox's stand-in is POST /api/billing/tokens), and we hand that token over.
 */
export interface PaymentProvider {
  /** Stored with every reference (`billing_accounts.provider`, `charges.provider`). */
  readonly name: string;

  /**
   * Vaults the card behind a one-use token on the customer, after the provider's checks (the
   * sandbox's CVC check). Refusals are keyed by the card field they concern (`number`,
   * `verification_value`) or `message`, as part 2 §8 shows them.
   */
  attachCard(input: { customerRef: string; token: string }): Promise<AttachCardResult>;

  /** Forgets a vaulted card (a card not to be reused next time, or a replaced one). */
  detachCard(input: { customerRef: string; paymentMethodRef: string }): Promise<void>;

  /**
   * Charges a vaulted card or captures an approved wallet authorization. The same
   * `idempotencyKey` never charges twice: it answers the first charge again (also while two
   * requests race). Reusing a key for different parameters throws `IdempotencyConflictError`.
   */
  charge(input: ChargeInput): Promise<ChargeResult>;

  /**
   * The charge made with `idempotencyKey`, or null when there is none: how an order whose
   * process died between the charge and its settlement is settled from the provider's record
   * instead of being charged again.
   */
  findCharge(idempotencyKey: string): Promise<ChargeResult | null>;

  /**
   * Starts a wallet ("PayPal") payment: the buyer approves it at `approvalUrl`, which sends the
   * browser back to `returnUrl` (or `cancelUrl`).
   */
  createWalletAuthorization(input: {
    customerRef: string;
    amount: number;
    description: string;
    returnUrl: string;
    cancelUrl: string;
  }): Promise<WalletAuthorization>;

  /** The authorization as it stands now, or null when the provider does not know it. */
  getWalletAuthorization(id: string): Promise<WalletAuthorization | null>;

  /**
   * Starts a wallet billing agreement (PayPal's "reference transactions", decision 020): the
   * buyer approves charges to come, with no amount, at `approvalUrl`, which returns the browser
   * to `returnUrl` with `?token=<id>` (or to `cancelUrl`).
   */
  createWalletAgreement(input: {
    customerRef: string;
    description: string;
    returnUrl: string;
    cancelUrl: string;
  }): Promise<WalletAgreement>;

  /**
   * The merchant's side of the return: an approved agreement becomes active and chargeable.
   * Activating an active one again answers it again. Refusals come back as data.
   */
  activateWalletAgreement(input: {
    customerRef: string;
    agreementRef: string;
  }): Promise<ActivateWalletAgreementResult>;

  /** Ends an agreement (another payment method replaced it); later charges on it fail. */
  cancelWalletAgreement(input: { customerRef: string; agreementRef: string }): Promise<void>;

  /**
   * Checks a webhook's signature and age; returns the event when it is genuine, else null.
   * `signatureHeader` is the provider's signature header as received.
   */
  verifyEvent(rawBody: string, signatureHeader: string | undefined): PaymentEvent | null;
}

export type AttachCardResult =
  | {
      ok: true;
      paymentMethodRef: string;
      lastFour: string;
      cardType: string;
      expMonth: number;
      expYear: number;
    }
  | { ok: false; errors: Record<string, string[]> };

export type ChargeSource =
  | { kind: 'card'; paymentMethodRef: string }
  | { kind: 'wallet'; walletAuthorizationRef: string }
  | { kind: 'wallet_agreement'; walletAgreementRef: string };

export interface ChargeInput {
  customerRef: string;
  source: ChargeSource;
  /** Cents, more than 0. */
  amount: number;
  description: string;
  idempotencyKey: string;
  metadata?: Record<string, string>;
}

export interface ChargeResult {
  /** The provider's charge id. */
  ref: string;
  status: 'succeeded' | 'failed';
  amount: number;
  /** `card_declined`, `wallet_expired`, `wallet_not_approved`, … */
  failureCode: string | null;
  /** What the person may read: "Your card was declined." */
  failureMessage: string | null;
  /** True when this answer replays an earlier charge with the same idempotency key. */
  replayed: boolean;
}

export type WalletAuthorizationStatus = 'created' | 'approved' | 'cancelled' | 'captured';

export interface WalletAuthorization {
  id: string;
  customerRef: string;
  amount: number;
  description: string;
  status: WalletAuthorizationStatus;
  /** Past its expiry at the provider's "now": it can no longer be captured. */
  expired: boolean;
  expiresAt: Date;
  approvalUrl: string;
  returnUrl: string;
  cancelUrl: string;
}

export type WalletAgreementStatus = 'created' | 'approved' | 'cancelled' | 'active' | 'revoked';

export interface WalletAgreement {
  id: string;
  customerRef: string;
  description: string;
  status: WalletAgreementStatus;
  /** Not approved before its approval deadline: it can no longer be activated. */
  expired: boolean;
  /** The wallet account the buyer approved with, once approved. */
  payerEmail: string | null;
  approvalUrl: string;
}

/** Why an agreement cannot be activated: unknown, lapsed, cancelled or not approved yet. */
export type WalletAgreementRefusal = 'not_found' | 'expired' | 'cancelled' | 'not_approved';

export type ActivateWalletAgreementResult =
  | { ok: true; agreement: WalletAgreement }
  | { ok: false; code: WalletAgreementRefusal; message: string };

export interface PaymentEvent {
  id: string;
  type: string;
  createdAt: Date;
  data: Record<string, unknown>;
}

/** An idempotency key reused for a request with other parameters (Stripe answers 400/409). */
export class IdempotencyConflictError extends Error {
  constructor(readonly idempotencyKey: string) {
    super(`The idempotency key ${idempotencyKey} was used for a different request.`);
    this.name = 'IdempotencyConflictError';
  }
}
