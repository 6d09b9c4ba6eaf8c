import type { DomainMessageId } from './domainMessages';
import { type FieldErrorKeys, isBlank } from './formRules';

/** Part 2 §3 "Agreement submission … entity_type, one of …", in the spec's order. */
export const ENTITY_TYPES = [
  'Individual',
  'Sole Proprietor',
  'Limited Liability Company (LLC)',
  'Partnership',
  'Trust State',
  'C Corporation',
  'S Corporation',
  'Other',
] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** The entity type choice under "Entity": Individual is the other radio button already. */
export const ENTITY_CHOICE_TYPES = ENTITY_TYPES.filter(
  (type): type is Exclude<EntityType, 'Individual'> => type !== 'Individual',
);

/** Part 2 §9 "agreement dated November 18, 2024" (ISO date, shown by the apps' date format). */
export const AGREEMENT_DATE = '2024-11-18';

/** What the agreement rules refuse with (part 2 §5): a key of `AGREEMENT_MESSAGE_IDS`. */
export type AgreementMessageKey = 'entityNameRequired' | 'entityTypeRequired';

/**
 * The catalogue id of each refusal (the API answers them, the form shows them); the words live
 * only in messages/en.json and es.json. The form's other texts ("Agreement executed
 * successfully", "N/A") are ui's.
 */
export const AGREEMENT_MESSAGE_IDS = {
  entityNameRequired: 'agreement.entityNameRequired',
  entityTypeRequired: 'agreement.entityTypeRequired',
} as const satisfies Record<AgreementMessageKey, DomainMessageId>;

/** Body of POST /users/{id}/affiliate_partner (part 2 §7). */
export interface AgreementSubmission {
  partner_name: string;
  entity_type: EntityType;
}

/** The signing form: radio Individual or Entity; Entity adds a name and a type. */
export interface AgreementForm {
  kind: 'individual' | 'entity' | null;
  entityName: string;
  entityType: EntityType | '';
}

export const EMPTY_AGREEMENT_FORM: AgreementForm = { kind: null, entityName: '', entityType: '' };

export type AgreementErrors = FieldErrorKeys<'entityName' | 'entityType', AgreementMessageKey>;

/** Part 2 §5: the two texts apply only when Entity is chosen. */
export function validateAgreementForm(form: AgreementForm): AgreementErrors {
  const errors: AgreementErrors = {};
  if (form.kind !== 'entity') return errors;
  if (isBlank(form.entityName)) errors.entityName = 'entityNameRequired';
  if (form.entityType === '' || form.entityType === 'Individual') {
    errors.entityType = 'entityTypeRequired';
  }
  return errors;
}

/**
 * Part 2 §5 "submit disabled until Individual is chosen, or Entity with both name and type;
 * disabled while submitting".
 */
export function canSubmitAgreement(form: AgreementForm, submitting: boolean): boolean {
  if (submitting || form.kind === null) return false;
  return Object.keys(validateAgreementForm(form)).length === 0;
}

/**
 * The POST body: an individual signs under their own name, an entity under its name. Null when
 * the form cannot be submitted.
 */
export function buildAgreementSubmission(
  form: AgreementForm,
  personName: string,
): AgreementSubmission | null {
  if (!canSubmitAgreement(form, false)) return null;
  if (form.kind === 'individual') {
    return { partner_name: personName.trim(), entity_type: 'Individual' };
  }
  return { partner_name: form.entityName.trim(), entity_type: form.entityType as EntityType };
}

/** Affiliate partner info (part 2 §3): account.id is the affiliate code. */
export interface AffiliatePartnerInfo {
  account: { id: string } | null;
  agreement: { signed_at: string | null } | null;
}

/** Signed = the agreement has a signing date (part 2 §4 "Agreement: not executed … executed"). */
export function isAgreementSigned(info: AffiliatePartnerInfo | null | undefined): boolean {
  return Boolean(info?.agreement?.signed_at);
}

/** Part 2 §2 "'executed on' date (or N/A)": the signing date, or the N/A text key. */
export function agreementExecutedOn(
  info: AffiliatePartnerInfo | null | undefined,
): { kind: 'date'; signedAt: string } | { kind: 'notAvailable' } {
  const signedAt = info?.agreement?.signed_at;
  return signedAt ? { kind: 'date', signedAt } : { kind: 'notAvailable' };
}
