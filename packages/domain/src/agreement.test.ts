import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_DATE,
  type AgreementForm,
  agreementExecutedOn,
  buildAgreementSubmission,
  canSubmitAgreement,
  EMPTY_AGREEMENT_FORM,
  ENTITY_CHOICE_TYPES,
  ENTITY_TYPES,
  isAgreementSigned,
  validateAgreementForm,
} from './agreement';
import { agreementSubmissionSchema } from './agreementSchemas';
import { domainText } from './domainMessages';

const entity: AgreementForm = {
  kind: 'entity',
  entityName: 'Lima Music LLC',
  entityType: 'Partnership',
};

describe('ENTITY_TYPES (part 2 §3 Agreement submission)', () => {
  it('lists the eight entity types in the spec order', () => {
    expect(ENTITY_TYPES).toEqual([
      'Individual',
      'Sole Proprietor',
      'Limited Liability Company (LLC)',
      'Partnership',
      'Trust State',
      'C Corporation',
      'S Corporation',
      'Other',
    ]);
  });

  it('offers every type but Individual under Entity', () => {
    expect(ENTITY_CHOICE_TYPES).toHaveLength(7);
    expect(ENTITY_CHOICE_TYPES).not.toContain('Individual');
  });

  it('is dated November 18, 2024 (part 2 §9)', () => {
    expect(AGREEMENT_DATE).toBe('2024-11-18');
  });
});

describe('validateAgreementForm (part 2 §5 Agreement)', () => {
  it('asks for entity name and type when Entity is chosen', () => {
    expect(validateAgreementForm({ kind: 'entity', entityName: ' ', entityType: '' })).toEqual({
      entityName: 'entityNameRequired',
      entityType: 'entityTypeRequired',
    });
  });

  it('asks nothing of an individual', () => {
    expect(validateAgreementForm({ ...EMPTY_AGREEMENT_FORM, kind: 'individual' })).toEqual({});
  });
});

describe('canSubmitAgreement (part 2 §5 submit enabled rule)', () => {
  it('is disabled until a choice is made', () => {
    expect(canSubmitAgreement(EMPTY_AGREEMENT_FORM, false)).toBe(false);
  });

  it('is enabled for Individual, or Entity with both name and type', () => {
    expect(canSubmitAgreement({ ...EMPTY_AGREEMENT_FORM, kind: 'individual' }, false)).toBe(true);
    expect(canSubmitAgreement(entity, false)).toBe(true);
    expect(canSubmitAgreement({ ...entity, entityType: '' }, false)).toBe(false);
    expect(canSubmitAgreement({ ...entity, entityName: '' }, false)).toBe(false);
  });

  it('is disabled while submitting', () => {
    expect(canSubmitAgreement(entity, true)).toBe(false);
  });
});

describe('buildAgreementSubmission (part 2 §7 partner_name, entity_type)', () => {
  it('signs an individual under their own name', () => {
    expect(
      buildAgreementSubmission({ ...EMPTY_AGREEMENT_FORM, kind: 'individual' }, ' Ana Lima '),
    ).toEqual({ partner_name: 'Ana Lima', entity_type: 'Individual' });
  });

  it('signs an entity under its name and type', () => {
    expect(buildAgreementSubmission(entity, 'Ana Lima')).toEqual({
      partner_name: 'Lima Music LLC',
      entity_type: 'Partnership',
    });
  });

  it('gives nothing for an incomplete form', () => {
    expect(buildAgreementSubmission(EMPTY_AGREEMENT_FORM, 'Ana')).toBeNull();
  });
});

describe('agreementSubmissionSchema (part 2 §5 Agreement, API side)', () => {
  it('refuses with the catalogue ids of the spec texts', () => {
    const result = agreementSubmissionSchema.safeParse({ entity_type: 'Cooperative' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'agreement.entityNameRequired',
      'agreement.entityTypeRequired',
    ]);
    expect(domainText('agreement.entityNameRequired')).toBe('Entity name is required');
    expect(domainText('agreement.entityTypeRequired')).toBe('Entity type is required');
  });

  it('accepts a known entity type', () => {
    expect(agreementSubmissionSchema.parse({ partner_name: 'Ana', entity_type: 'Other' })).toEqual({
      partner_name: 'Ana',
      entity_type: 'Other',
    });
  });
});

describe('agreement executed state (part 2 §2, §4 Agreement)', () => {
  it('is signed once the agreement has a signing date', () => {
    expect(
      isAgreementSigned({ account: { id: '7' }, agreement: { signed_at: '2025-01-02' } }),
    ).toBe(true);
    expect(isAgreementSigned({ account: { id: '7' }, agreement: { signed_at: null } })).toBe(false);
    expect(isAgreementSigned(null)).toBe(false);
  });

  it('shows the executed-on date or N/A', () => {
    expect(agreementExecutedOn({ account: null, agreement: { signed_at: '2025-01-02' } })).toEqual({
      kind: 'date',
      signedAt: '2025-01-02',
    });
    expect(agreementExecutedOn({ account: null, agreement: null })).toEqual({
      kind: 'notAvailable',
    });
  });
});
