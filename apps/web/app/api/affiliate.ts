import {
  AFFILIATE_AUTOCOMPLETE_LIMIT,
  type AffiliatePartnerInfo,
  type AffiliatePaymentRow,
  type AffiliateSignupsPage,
  type AgreementSubmission,
  affiliateSignupsQuery,
  isNotAffiliateResponse,
  type PayeeAccount,
  type PayeeField,
} from '@backline/domain';
import type { PayeeServerErrors } from '@backline/ui';
import { ApiError, apiFetcher, apiPost } from './fetcher';

/** The affiliate calls of part 2 §7, one place for the SWR keys and the loaders' paths. */
export const AFFILIATE_API = {
  partner: (userId: string) => `/api/users/${encodeURIComponent(userId)}/affiliate_partner`,
  payee: '/api/affiliate_partners',
  signups: (page: number) =>
    `/api/affiliate_partners/signups?${new URLSearchParams(
      Object.entries(affiliateSignupsQuery(page)).map(([key, value]) => [key, String(value)]),
    )}`,
  payments: '/api/affiliate_partners/payments',
  autocomplete: (match: string) =>
    `/api/jamtracks/autocomplete?${new URLSearchParams({
      match,
      limit: String(AFFILIATE_AUTOCOMPLETE_LIMIT),
    })}`,
} as const;

/** GET /users/{id}/affiliate_partner (decision 019): the partner info and the agreement. */
export interface AffiliatePartnerResponse extends AffiliatePartnerInfo {
  is_affiliate_partner: boolean;
  account: { id: string } | null;
  agreement: { signed_at: string | null; partner_name: string | null; entity_type: string | null };
}

/** GET /affiliate_partners: the payee account; `updated_at` null until first saved. */
export type PayeeResponse = PayeeAccount & { updated_at: string | null };

export type { AffiliatePaymentRow, AffiliateSignupsPage };

/** Signups and payments of a non-partner: none (the API marks a non-partner with a 400). */
export const NO_SIGNUPS: AffiliateSignupsPage = { traffics: [], next: null };
export const NO_PAYMENTS: { payments: AffiliatePaymentRow[] } = { payments: [] };

/**
 * SWR's fetcher for the signups and payments: a non-partner (400) has none yet, so the pages
 * show their empty states (which lead to the links and the agreement), not an error.
 */
export function partnerDataFetcher<T>(empty: T) {
  return async (path: string): Promise<T> => {
    try {
      return await apiFetcher<T>(path);
    } catch (error) {
      if (error instanceof ApiError && isNotAffiliateResponse(error.status)) return empty;
      throw error;
    }
  };
}

/** POST the agreement: the partner info once executed; rejects when the server refused. */
export async function signAgreement(
  userId: string,
  submission: AgreementSubmission,
): Promise<AffiliatePartnerResponse> {
  const response = await apiPost(AFFILIATE_API.partner(userId), submission);
  const body = (await response.json().catch(() => null)) as
    | (AffiliatePartnerResponse & { ok?: boolean })
    | null;
  if (!response.ok || !body?.ok) throw new Error(`The agreement answered ${response.status}`);
  return body;
}

export type PayeeSaveOutcome =
  | { kind: 'saved'; payee: PayeeResponse }
  | { kind: 'failed'; errors: PayeeServerErrors }
  | { kind: 'notAffiliate' };

const PAYEE_FIELDS: readonly PayeeField[] = [
  'address.phone_last_4',
  'address.address1',
  'address.city',
  'address.state',
  'address.postal_code',
  'venmo_user_id',
  'tax_identifier',
];

/**
 * POST /affiliate_partners (the payee update): the saved account, or the server's field errors
 * where they name a field of the form (the rest show as §8's "Error saving payee account
 * details"), or `notAffiliate` on 400 without field errors (the person is not a partner).
 */
export async function savePayee(payee: PayeeAccount): Promise<PayeeSaveOutcome> {
  const response = await apiPost(AFFILIATE_API.payee, payee).catch(() => null);
  if (!response) return { kind: 'failed', errors: {} };
  const body = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return { kind: 'saved', payee: body as PayeeResponse };
  const fieldTexts = (body as { errors?: Record<string, string[] | string> } | null)?.errors ?? {};
  const errors: PayeeServerErrors = {};
  for (const field of PAYEE_FIELDS) {
    const text = fieldTexts[field];
    const first = Array.isArray(text) ? text[0] : text;
    if (first) errors[field] = first;
  }
  if (response.status === 400 && Object.keys(fieldTexts).length === 0) {
    return { kind: 'notAffiliate' };
  }
  return { kind: 'failed', errors };
}
