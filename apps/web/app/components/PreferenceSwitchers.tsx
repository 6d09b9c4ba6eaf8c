import { LANGUAGES, type Language } from '@backline/domain';
import { Button, useDisplayPreferences } from '@backline/ui';
import { Form, useLocation, useNavigation } from '@remix-run/react';
import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

function ChoiceGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.choiceGroup}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.row}>{children}</div>
    </fieldset>
  );
}

/** The page to come back to after a preference form (no JavaScript) reloads it. */
function ReturnTo() {
  const location = useLocation();
  return <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />;
}

/**
 * The UI language (part 1 §9): a form that saves the choice in a cookie and reloads the page's
 * data in the new language, with or without JavaScript.
 */
export function LanguageSwitcher() {
  const t = useT();
  const { locale } = useIntl();
  const navigation = useNavigation();
  const pending = navigation.formAction === '/preferences/language';
  return (
    <Form method="post" action="/preferences/language" preventScrollReset>
      <ReturnTo />
      <ChoiceGroup legend={t('common.language.label')}>
        {LANGUAGES.map((language: Language) => (
          <Button
            key={language}
            type="submit"
            name="language"
            value={language}
            lang={language}
            variant={locale === language ? 'primary' : 'secondary'}
            aria-pressed={locale === language}
            isPending={pending && navigation.formData?.get('language') === language}
          >
            {t(`common.language.${language}`)}
          </Button>
        ))}
      </ChoiceGroup>
    </Form>
  );
}

/**
 * Theme and direction (part 1 §9). With JavaScript the change applies at once and is saved in
 * local storage and the cookie; without it the form posts and the server sets the cookie.
 */
export function DisplaySwitcher() {
  const t = useT();
  const { preferences, updatePreferences: update } = useDisplayPreferences();

  const applyHere = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (!submitter) return;
    event.preventDefault();
    if (submitter.name === 'theme') update({ darkTheme: submitter.value === 'dark' });
    if (submitter.name === 'direction') update({ rightToLeft: submitter.value === 'rtl' });
  };

  const choice = (name: 'theme' | 'direction', value: string, selected: boolean, label: string) => (
    <Button
      type="submit"
      name={name}
      value={value}
      variant={selected ? 'primary' : 'secondary'}
      aria-pressed={selected}
    >
      {label}
    </Button>
  );

  return (
    <Form
      method="post"
      action="/preferences/display"
      onSubmit={applyHere}
      reloadDocument
      className={styles.stack}
    >
      <ReturnTo />
      <ChoiceGroup legend={t('profile.display.theme')}>
        {choice('theme', 'light', !preferences.darkTheme, t('profile.display.light'))}
        {choice('theme', 'dark', preferences.darkTheme, t('profile.display.dark'))}
      </ChoiceGroup>
      <ChoiceGroup legend={t('profile.display.direction')}>
        {choice('direction', 'ltr', !preferences.rightToLeft, t('profile.display.ltr'))}
        {choice('direction', 'rtl', preferences.rightToLeft, t('profile.display.rtl'))}
      </ChoiceGroup>
    </Form>
  );
}
