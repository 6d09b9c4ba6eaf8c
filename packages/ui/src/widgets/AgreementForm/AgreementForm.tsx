import {
  type AffiliatePartnerInfo,
  AGREEMENT_DATE,
  AGREEMENT_MESSAGE_IDS,
  type AgreementForm as AgreementFormValue,
  type AgreementSubmission,
  agreementExecutedOn,
  buildAgreementSubmission,
  canSubmitAgreement,
  EMPTY_AGREEMENT_FORM,
  ENTITY_CHOICE_TYPES,
  type EntityType,
  isAgreementSigned,
  validateAgreementForm,
} from '@backline/domain';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { cx } from '../../components/private/cx';
import { Radio } from '../../components/RadioGroup/Radio';
import { RadioGroup } from '../../components/RadioGroup/RadioGroup';
import { Select, SelectItem } from '../../components/Select/Select';
import { TextField } from '../../components/TextField/TextField';
import { useUIMessages } from '../../i18n/useUIMessages';
import type { UIMessageId } from '../../messages';
import * as styles from './AgreementForm.css';
import { AGREEMENT_DATE_LINE, AGREEMENT_SECTIONS, AGREEMENT_TITLE } from './agreementText';

/** The words of each entity type (part 2 §3), in the domain's order. */
export const entityTypeMessages = {
  'Sole Proprietor': 'ui.agreementForm.entityType.soleProprietor',
  'Limited Liability Company (LLC)': 'ui.agreementForm.entityType.llc',
  Partnership: 'ui.agreementForm.entityType.partnership',
  'Trust State': 'ui.agreementForm.entityType.trustState',
  'C Corporation': 'ui.agreementForm.entityType.cCorporation',
  'S Corporation': 'ui.agreementForm.entityType.sCorporation',
  Other: 'ui.agreementForm.entityType.other',
} as const satisfies Record<(typeof ENTITY_CHOICE_TYPES)[number], UIMessageId>;

export interface AgreementFormProps {
  /**
   * The affiliate partner info (GET /users/{id}/affiliate_partner), or null before it loaded or
   * for a non-partner. Signed → the executed date instead of the form.
   */
  partner: AffiliatePartnerInfo | null;
  /** The person's own name: an Individual signs under it (the domain's `buildAgreementSubmission`). */
  personName: string;
  /** Called with the POST body when the form is submitted. */
  onSubmit: (submission: AgreementSubmission) => void;
  /** The POST is under way: the submit button is disabled and pending. @default false */
  isSubmitting?: boolean;
  /** The last submission's outcome, shown with §8's text. @default null */
  result?: 'executed' | 'failed' | null;
  /** A class for the outer element. */
  className?: string;
}

/**
 * The affiliate agreement (part 2 §2 Affiliate agreement): the full text, dated November 18, 2024,
 * in a scroll box; a partner sees the "executed on" date (or N/A); otherwise a note and the form,
 * Individual or Entity (name and one of the entity types). The rules are the domain's
 * (`validateAgreementForm`, `canSubmitAgreement`); the texts are §5's and §8's.
 */
export function AgreementForm({
  partner,
  personName,
  onSubmit,
  isSubmitting = false,
  result = null,
  className,
}: AgreementFormProps) {
  const t = useUIMessages();
  const intl = useIntl();
  const [form, setForm] = useState<AgreementFormValue>(EMPTY_AGREEMENT_FORM);
  const [touched, setTouched] = useState({ entityName: false, entityType: false });
  const signed = isAgreementSigned(partner);
  const executedOn = agreementExecutedOn(partner);
  const errors = validateAgreementForm(form);
  const errorFor = (field: 'entityName' | 'entityType') => {
    const key = errors[field];
    return touched[field] && key ? t(AGREEMENT_MESSAGE_IDS[key]) : undefined;
  };
  const formatDay = (iso: string) =>
    intl.formatDate(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso, {
      dateStyle: 'long',
      timeZone: 'UTC',
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ entityName: true, entityType: true });
    const submission = buildAgreementSubmission(form, personName);
    if (submission && !isSubmitting) onSubmit(submission);
  };

  return (
    <div className={cx(styles.agreementForm, className)}>
      {/* Focusable so keyboard users can scroll it; English only: the contract's language. */}
      <section
        className={styles.scrollBox}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable.
        tabIndex={0}
        aria-labelledby="agreement-title"
        lang="en"
        dir="ltr"
      >
        <h2 id="agreement-title" className={styles.title}>
          {AGREEMENT_TITLE}
        </h2>
        <p className={styles.dateLine}>
          <time dateTime={AGREEMENT_DATE}>{AGREEMENT_DATE_LINE}</time>
        </p>
        {AGREEMENT_SECTIONS.map((section) => (
          <section key={section.title} className={styles.section}>
            <h3 className={styles.sectionTitle}>{section.title}</h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </section>

      {result === 'executed' && <Alert tone="success">{t('ui.agreementForm.executed')}</Alert>}
      {result === 'failed' && <Alert tone="error">{t('ui.agreementForm.executeFailed')}</Alert>}

      {partner?.account || signed ? (
        <p className={styles.executedOn}>
          {t('ui.agreementForm.executedOn', {
            date:
              executedOn.kind === 'date'
                ? formatDay(executedOn.signedAt)
                : t('ui.agreementForm.notAvailable'),
          })}
        </p>
      ) : null}

      {!signed && (
        <form className={styles.form} onSubmit={submit} aria-labelledby="agreement-sign-title">
          <h2 id="agreement-sign-title" className={styles.formTitle}>
            {t('ui.agreementForm.signTitle')}
          </h2>
          <p className={styles.note}>{t('ui.agreementForm.note')}</p>
          <RadioGroup
            label={t('ui.agreementForm.kind')}
            value={form.kind}
            onChange={(kind) => setForm({ ...form, kind: kind as AgreementFormValue['kind'] })}
            isDisabled={isSubmitting}
          >
            <Radio value="individual">{t('ui.agreementForm.individual')}</Radio>
            <Radio value="entity">{t('ui.agreementForm.entity')}</Radio>
          </RadioGroup>
          {form.kind === 'entity' && (
            <div className={styles.entityFields}>
              <TextField
                label={t('ui.agreementForm.entityName')}
                value={form.entityName}
                onChange={(entityName) => setForm({ ...form, entityName })}
                onBlur={() => setTouched((was) => ({ ...was, entityName: true }))}
                autoComplete="organization"
                isRequired
                validationBehavior="aria"
                isDisabled={isSubmitting}
                errorMessage={errorFor('entityName')}
              />
              <Select
                label={t('ui.agreementForm.entityType')}
                items={ENTITY_CHOICE_TYPES.map((type) => ({ id: type }))}
                selectedKey={form.entityType || null}
                onSelectionChange={(key) =>
                  key !== null && setForm({ ...form, entityType: String(key) as EntityType })
                }
                onOpenChange={(isOpen) =>
                  !isOpen && setTouched((was) => ({ ...was, entityType: true }))
                }
                isRequired
                validationBehavior="aria"
                isDisabled={isSubmitting}
                errorMessage={errorFor('entityType')}
              >
                {(item) => (
                  <SelectItem id={item.id} textValue={t(entityTypeMessages[item.id])}>
                    {t(entityTypeMessages[item.id])}
                  </SelectItem>
                )}
              </Select>
            </div>
          )}
          <Button
            type="submit"
            className={styles.submit}
            isDisabled={!canSubmitAgreement(form, isSubmitting)}
            isPending={isSubmitting}
          >
            {t('ui.agreementForm.submit')}
          </Button>
        </form>
      )}
    </div>
  );
}
