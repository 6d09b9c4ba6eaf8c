import {
  AFFILIATE_ARBITRATION_REIMBURSEMENT_LIMIT_CENTS,
  AFFILIATE_COOKIE_MAX_AGE_SECONDS,
  AFFILIATE_FEE_PERCENT,
  AFFILIATE_MINIMUM_PAYABLE_CENTS,
  AFFILIATE_PAYMENT_DAYS_AFTER_QUARTER,
  AFFILIATE_QUALIFICATION_YEARS,
  AFFILIATE_REISSUED_CHECK_FEE_CENTS,
  formatUsd,
} from '@backline/domain';

/** One titled section of the agreement. */
export interface AgreementSection {
  title: string;
  paragraphs: readonly string[];
}

/** The agreement's heading and date line (part 2 §9 "agreement dated November 18, 2024"). */
export const AGREEMENT_TITLE = 'Backline Affiliate Program Agreement';
export const AGREEMENT_DATE_LINE = 'Last updated: November 18, 2024';

const cookieDays = AFFILIATE_COOKIE_MAX_AGE_SECONDS / 86_400;

/**
 * The programme agreement, in English only: a contract is signed in one language (the scroll box
 * marks it `lang="en"`). The numbers come from the domain's part 2 §9 constants.
 */
export const AGREEMENT_SECTIONS: readonly AgreementSection[] = [
  {
    title: '1. Parties and purpose',
    paragraphs: [
      'This Affiliate Program Agreement ("Agreement") is made between Backline ("we", "us") and the person or entity that signs it below ("Partner", "you"). It sets out how you may promote Backline with your affiliate links and how we pay you for the customers you refer.',
      'By choosing "Individual" or "Entity" and submitting the form on this page you accept this Agreement. It takes effect on the date we record as its execution date.',
    ],
  },
  {
    title: '2. Affiliate links and attribution',
    paragraphs: [
      'We give you links to the Backline home page and to JamTrack song and artist pages that carry your affiliate code. Until you sign this Agreement those links lead to this page instead.',
      `When a visitor opens one of your links, their browser keeps your code for ${cookieDays} day (${AFFILIATE_COOKIE_MAX_AGE_SECONDS} seconds). A visitor who registers a Backline account in that same browser session is attributed to you ("Referred Customer"). A visitor who registers later, in another browser or after that period is not attributed to you.`,
      'You may not use your links on sites or in messages that are unlawful, misleading or sent without the recipient’s consent, bid on the Backline name in search advertising, or sign up through your own links.',
    ],
  },
  {
    title: '3. Fees',
    paragraphs: [
      `You earn ${AFFILIATE_FEE_PERCENT}% of the net revenue we receive from a Referred Customer for Silver, Gold and Platinum subscriptions (monthly or annual) and ${AFFILIATE_FEE_PERCENT}% of the net revenue of JamTracks they buy. Free plans earn no fee.`,
      `A purchase qualifies only if it is made within ${AFFILIATE_QUALIFICATION_YEARS} years of the Referred Customer's registration. Net revenue is the amount paid less taxes, refunds, chargebacks and payment processing fees; a refunded or charged-back purchase earns no fee and any fee already paid for it is deducted from later payments.`,
    ],
  },
  {
    title: '4. Payment',
    paragraphs: [
      `We total your fees by calendar month and pay them quarterly, about ${AFFILIATE_PAYMENT_DAYS_AFTER_QUARTER} days after the end of each calendar quarter, once your unpaid balance is at least ${formatUsd(AFFILIATE_MINIMUM_PAYABLE_CENTS)}. A smaller balance carries over to the next quarter.`,
      `We pay to the payee account you give on the payee page (address, Venmo user id and, for US residents, a tax id). If we must re-issue a check because of details you gave wrongly, we deduct a re-issued check fee of ${formatUsd(AFFILIATE_REISSUED_CHECK_FEE_CENTS)}. You are responsible for the taxes on the fees you receive.`,
    ],
  },
  {
    title: '5. Use of the Backline name',
    paragraphs: [
      'You may use the Backline name and logo only to promote Backline through your affiliate links, as we supply them, and you must not suggest that you are Backline or speak for it. You may not make statements about prices, plans or features that differ from those on our site.',
    ],
  },
  {
    title: '6. Term and termination',
    paragraphs: [
      'Either party may end this Agreement at any time by notice to the other. Fees earned on qualifying purchases before the end are still paid under section 4, unless the Agreement ends because you broke it, in which case unpaid fees are forfeited.',
      'We may change this Agreement by posting a new version with a new date; if you keep using your links after the change you accept the new version.',
    ],
  },
  {
    title: '7. Disputes',
    paragraphs: [
      `Any dispute under this Agreement is settled by binding individual arbitration. For claims under ${formatUsd(AFFILIATE_ARBITRATION_REIMBURSEMENT_LIMIT_CENTS)} we reimburse your arbitration filing, administration and arbitrator fees, unless the arbitrator finds your claim frivolous.`,
    ],
  },
  {
    title: '8. General',
    paragraphs: [
      'You are an independent contractor; nothing in this Agreement makes us partners, employer and employee or agents of each other. Our liability under this Agreement is limited to the fees owed to you. This Agreement is the whole agreement between us about the affiliate programme.',
    ],
  },
];
