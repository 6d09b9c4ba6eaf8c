import {
  checkNewSession,
  type NewSession,
  type NewSessionProblem,
  SESSION_DESCRIPTION_MAX_LENGTH,
  SESSION_PRIVACY,
  type SessionPrivacy,
} from '@backline/domain';
import { type FormEvent, type HTMLAttributes, useRef, useState } from 'react';
import type { Key } from 'react-aria-components';
import { AlertDialog } from '../../components/AlertDialog/AlertDialog';
import { Avatar } from '../../components/Avatar/Avatar';
import { Button } from '../../components/Button/Button';
import { ComboBox, ComboBoxItem } from '../../components/ComboBox/ComboBox';
import { cx } from '../../components/private/cx';
import { CloseIcon } from '../../components/private/icons/icons';
import { Radio } from '../../components/RadioGroup/Radio';
import { RadioGroup } from '../../components/RadioGroup/RadioGroup';
import { TextArea } from '../../components/TextArea/TextArea';
import { useUIMessages } from '../../i18n/useUIMessages';
import type { Scheduler } from '../../time/scheduler';
import { privacyMessageId } from '../SessionCard/sessionPrivacyMessage';
import * as styles from './NewSessionForm.css';
import { useInviteeSearch } from './useInviteeSearch';

/** A friend who can be invited: what the picker shows and what the form sends (their id). */
export interface InviteeCandidate {
  id: string;
  first_name: string;
  last_name: string;
  /** The full name as shown elsewhere; first and last name joined when absent. */
  name?: string;
  photo_url: string | null;
}

/** The fields the form sends, with the errors an API answer may carry for them. */
export type NewSessionField = 'privacy' | 'invitations' | 'description';

export interface NewSessionFormProps
  extends Omit<HTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  /**
   * Finds friends to invite whose first or last name contains the text, ignoring case (part 1
   * §5; the domain's `filterInvitees` over the user's friends does exactly that). It is called
   * only with 3 or more characters, 400 ms after the typing pauses; a rejection shows an error.
   */
  searchInvitees: (query: string) => Promise<readonly InviteeCandidate[]>;
  /**
   * Called with the checked form (the domain's `checkNewSession`, the API's `newSessionSchema` without zod: a description is required)
   * once the user confirmed it in the dialog that says who can join: privacy, the invited user
   * ids and the description. While `isSubmitting`, a second press sends nothing.
   */
  onSubmit: (session: NewSession) => void;
  /** The session is being created: the button shows its pending state. @default false */
  isSubmitting?: boolean;
  /** Errors from the API's 400 answer, by field (`{"description": ["…"]}`). */
  errors?: Partial<Record<NewSessionField, readonly string[]>>;
  /** The privacy option chosen at first. @default SESSION_PRIVACY.public */
  defaultPrivacy?: SessionPrivacy;
  /** Friends already invited at first (e.g. from a "jam with" link). @default [] */
  defaultInvitees?: readonly InviteeCandidate[];
  /** @default '' */
  defaultDescription?: string;
  /** Runs the 400 ms search debounce; tests and stories pass a manual one. @default browserScheduler */
  scheduler?: Scheduler;
}

const privacyOptions = [
  SESSION_PRIVACY.public,
  SESSION_PRIVACY.private_invite,
  SESSION_PRIVACY.private_approve,
] as const;

function displayName(person: InviteeCandidate): string {
  return person.name ?? `${person.first_name} ${person.last_name}`.trim();
}

/**
 * The new-session form at /sessions/new (part 1 §2): privacy (public, private by invitation,
 * private by approval), invitations picked from the user's friends by first or last name, and a
 * description.
 */
export function NewSessionForm({
  searchInvitees,
  onSubmit,
  isSubmitting = false,
  errors,
  defaultPrivacy = SESSION_PRIVACY.public,
  defaultInvitees = [],
  defaultDescription = '',
  scheduler,
  className,
  ...props
}: NewSessionFormProps) {
  const t = useUIMessages();
  const [privacy, setPrivacy] = useState<SessionPrivacy>(defaultPrivacy);
  const [invitees, setInvitees] = useState<readonly InviteeCandidate[]>(defaultInvitees);
  const [description, setDescription] = useState(defaultDescription);
  const [clientErrors, setClientErrors] = useState<Partial<Record<NewSessionField, string>>>({});
  // A field the user changed since the server answered no longer shows the server's error.
  const [editedSinceErrors, setEditedSinceErrors] = useState<{
    errors: NewSessionFormProps['errors'];
    fields: ReadonlySet<NewSessionField>;
  }>({ errors, fields: new Set() });
  const edited = editedSinceErrors.errors === errors ? editedSinceErrors.fields : new Set();
  const invitations = useRef<HTMLFieldSetElement>(null);
  // The checked form waiting for the user's confirmation.
  const [toConfirm, setToConfirm] = useState<NewSession | null>(null);
  const search = useInviteeSearch(searchInvitees, scheduler);

  const markEdited = (field: NewSessionField) => {
    setClientErrors(({ [field]: _, ...rest }) => rest);
    setEditedSinceErrors((current) => ({
      errors,
      fields: new Set([...(current.errors === errors ? current.fields : []), field]),
    }));
  };
  const errorOf = (field: NewSessionField) =>
    clientErrors[field] ?? (edited.has(field) ? undefined : errors?.[field]?.[0]);

  const invitedIds = new Set(invitees.map((invitee) => invitee.id));
  const suggestions = search.results.filter((candidate) => !invitedIds.has(candidate.id));

  const invite = (key: Key | null) => {
    const chosen = suggestions.find((candidate) => candidate.id === key);
    if (!chosen) {
      // Escape or leaving the field without choosing: React Aria reverts to "nothing chosen",
      // and with the text controlled here, emptying it is ours to do (else the list reopens).
      if (key === null) search.setQuery('');
      return;
    }
    setInvitees((current) => [...current, chosen]);
    search.setQuery('');
    markEdited('invitations');
  };

  const uninvite = (id: string) => {
    setInvitees((current) => current.filter((invitee) => invitee.id !== id));
    markEdited('invitations');
    // The removed row's button is gone: give focus back to the search.
    invitations.current?.querySelector('input')?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const checked = checkNewSession({
      privacy,
      invitations: invitees.map((invitee) => invitee.id),
      description,
    });
    if (!checked.ok) {
      const found: Partial<Record<NewSessionField, string>> = {};
      for (const [field, problem] of Object.entries(checked.problems) as [
        NewSessionField,
        NewSessionProblem,
      ][]) {
        // Every problem but the invitations' is one the API answers too: the domain words it.
        found[field] =
          problem === 'invitationInvalid'
            ? t('ui.newSessionForm.invitationInvalid')
            : t(`session.${problem}`, { max: SESSION_DESCRIPTION_MAX_LENGTH });
      }
      setClientErrors(found);
      return;
    }
    setClientErrors({});
    setToConfirm(checked.session);
  };

  const confirm = () => {
    if (!toConfirm || isSubmitting) return;
    onSubmit(toConfirm);
    setToConfirm(null);
  };

  const emptyMessage =
    search.status === 'failed'
      ? t('ui.newSessionForm.searchFailed')
      : t('ui.newSessionForm.noMatches', { query: search.query.trim() });

  return (
    <form {...props} noValidate onSubmit={submit} className={cx(styles.form, className)}>
      <RadioGroup
        label={t('ui.sessions.privacy')}
        value={String(privacy)}
        onChange={(value) => {
          setPrivacy(Number(value) as SessionPrivacy);
          markEdited('privacy');
        }}
        errorMessage={errorOf('privacy')}
      >
        {privacyOptions.map((option) => (
          <Radio key={option} value={String(option)}>
            {t(privacyMessageId(option))}
          </Radio>
        ))}
      </RadioGroup>

      <fieldset ref={invitations} className={styles.invitations}>
        <legend className={styles.legend}>{t('ui.newSessionForm.invitations')}</legend>
        <ComboBox
          label={t('ui.newSessionForm.inviteSearch')}
          description={t('ui.newSessionForm.inviteSearchPlaceholder')}
          items={suggestions}
          inputValue={search.query}
          onInputChange={search.setQuery}
          selectedKey={null}
          onSelectionChange={invite}
          isLoading={search.status === 'debouncing' || search.status === 'searching'}
          emptyMessage={emptyMessage}
          errorMessage={errorOf('invitations')}
          menuTrigger="input"
          // Under 3 characters there is nothing to list: the list stays shut (the description
          // says what to type), also when choosing a friend empties the input.
          allowsEmptyCollection={search.status !== 'idle'}
          className={styles.search}
        >
          {(candidate) => (
            <ComboBoxItem id={candidate.id} textValue={displayName(candidate)}>
              <span className={styles.suggestion}>
                <Avatar
                  person={{ ...candidate, name: displayName(candidate) }}
                  size="small"
                  isDecorative
                />
                {displayName(candidate)}
              </span>
            </ComboBoxItem>
          )}
        </ComboBox>
        {invitees.length === 0 ? (
          <p className={styles.noInvitees}>{t('ui.newSessionForm.noInvitees')}</p>
        ) : (
          <ul className={styles.invitees} aria-label={t('ui.newSessionForm.invitedLabel')}>
            {invitees.map((invitee) => {
              const name = displayName(invitee);
              return (
                <li key={invitee.id} className={styles.invitee}>
                  <Avatar person={{ ...invitee, name }} size="small" isDecorative />
                  <span className={styles.inviteeName}>{name}</span>
                  <Button
                    variant="quiet"
                    size="small"
                    aria-label={t('ui.newSessionForm.removeInvitee', { name })}
                    onPress={() => uninvite(invitee.id)}
                  >
                    <CloseIcon />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>

      <TextArea
        label={t('ui.newSessionForm.description')}
        value={description}
        onChange={(value) => {
          setDescription(value);
          markEdited('description');
        }}
        errorMessage={errorOf('description')}
      />

      <div className={styles.actions}>
        <Button type="submit" isPending={isSubmitting}>
          {t('ui.sessions.createSession')}
        </Button>
      </div>
      <AlertDialog
        isOpen={toConfirm !== null}
        onOpenChange={(open) => {
          if (!open) setToConfirm(null);
        }}
        title={t('ui.newSessionForm.confirmTitle')}
        confirmLabel={t('ui.sessions.createSession')}
        cancelLabel={t('ui.newSessionForm.keepEditing')}
        onConfirm={confirm}
      >
        {toConfirm && (
          <p>
            {t(`ui.newSessionForm.confirm.${toConfirm.privacy}`, {
              count: toConfirm.invitations.length,
            })}
          </p>
        )}
      </AlertDialog>
    </form>
  );
}
