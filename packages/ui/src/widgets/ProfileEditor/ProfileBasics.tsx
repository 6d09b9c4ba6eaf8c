import {
  type City,
  type Country,
  PROFILE_MESSAGE_IDS,
  type Profile,
  type ProfileUpdate,
  type Region,
} from '@backline/domain';
import { type RefObject, useRef } from 'react';
import type { Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button/Button';
import { ComboBox, ComboBoxItem } from '../../components/ComboBox/ComboBox';
import { TextField } from '../../components/TextField/TextField';
import { useUIMessages } from '../../i18n/useUIMessages';
import { countryName } from '../PersonCard/personPlace';
import * as styles from './ProfileEditor.css';
import { ProfileSection, type ProfileSectionHeadingLevel } from './ProfileSection';
import { profileChangeProblems } from './profileFieldProblem';
import { useDraft } from './useDraft';
import { useKeyedList } from './useKeyedList';

export type ProfileBasicsValue = Pick<
  Profile,
  'first_name' | 'last_name' | 'country' | 'state' | 'city'
>;

export interface ProfileBasicsProps {
  /**
   * The saved names and place: `country` is a `countrycode` (GET /countries), `state` a `region`
   * code (GET /regions?country), `city` a city's name (GET /cities?country&region).
   */
  profile: ProfileBasicsValue;
  /**
   * Called with each change the domain's profile schema accepts: a name on every keystroke (the
   * route's autosave waits 2 s after text), a place at once. Choosing a country clears the state
   * and city; choosing a state clears the city. An invalid name is shown, not reported.
   */
  onChange: (change: ProfileUpdate) => void;
  /** Every country (GET /countries' `countriesx`). */
  countries: readonly Country[];
  /** The regions of `profile.country`, when the route already has them; others come from `loadRegions`. */
  regions?: readonly Region[];
  /** The cities of `profile.country` and `profile.state`, when the route already has them. */
  cities?: readonly City[];
  /** Loads a country's regions (GET /regions?country); an empty list means it has none. */
  loadRegions: (country: string) => Promise<readonly Region[]>;
  /** Loads the cities of a country, in a region when it has regions (GET /cities?country&region). */
  loadCities: (country: string, region: string | null) => Promise<readonly City[]>;
  /** @default 2 */
  headingLevel?: ProfileSectionHeadingLevel;
  /** @default false */
  isDisabled?: boolean;
}

/** The basics of the edit-profile screen: first and last name, country → state → city. */
export function ProfileBasics({
  profile,
  onChange,
  countries,
  regions,
  cities,
  loadRegions,
  loadCities,
  headingLevel,
  isDisabled = false,
}: ProfileBasicsProps) {
  const t = useUIMessages();
  const { locale } = useIntl();
  const regionField = useRef<HTMLDivElement>(null);
  const cityField = useRef<HTMLDivElement>(null);
  const country = profile.country || null;
  const regionList = useKeyedList<Region>(
    country,
    () => loadRegions(country ?? ''),
    country && regions ? { key: country, items: regions } : undefined,
  );
  const hasRegions = regionList.status !== 'ready' || regionList.items.length > 0;
  const region = profile.state || null;
  // Cities need the region, unless the country turned out to have none.
  const cityKey =
    country && (region || (regionList.status === 'ready' && !hasRegions))
      ? `${country}\u0000${region ?? ''}`
      : null;
  const cityList = useKeyedList<City>(
    cityKey,
    () => loadCities(country ?? '', region),
    cityKey && cities ? { key: cityKey, items: cities } : undefined,
  );

  const choose = (field: 'country' | 'state' | 'city', key: Key | null) => {
    if (key === null || String(key) === profile[field]) return;
    const value = String(key);
    if (field === 'country') onChange({ country: value, state: '', city: '' });
    else if (field === 'state') onChange({ state: value, city: '' });
    else onChange({ city: value });
  };

  // The button goes away while the list loads again: focus returns to the field it serves.
  const loadFailed = (retry: () => void, field: RefObject<HTMLDivElement | null>) => (
    <Button
      variant="secondary"
      size="small"
      className={styles.retry}
      onPress={() => {
        retry();
        field.current?.querySelector('input')?.focus();
      }}
    >
      {t('ui.profileEditor.retry')}
    </Button>
  );

  return (
    <ProfileSection title={t('ui.profileEditor.basics')} headingLevel={headingLevel}>
      <div className={styles.fieldGrid}>
        <NameField
          field="first_name"
          label={t('ui.profileEditor.firstName')}
          saved={profile.first_name}
          onChange={onChange}
          isDisabled={isDisabled}
          autoComplete="given-name"
        />
        <NameField
          field="last_name"
          label={t('ui.profileEditor.lastName')}
          saved={profile.last_name}
          onChange={onChange}
          isDisabled={isDisabled}
          autoComplete="family-name"
        />
        <ComboBox
          label={t('ui.profileEditor.country')}
          // Named in the reader's language (the API names them in English) and in its order.
          defaultItems={countries
            .map((entry) => ({
              id: entry.countrycode,
              name: countryName(entry.countrycode, locale) ?? entry.countryname,
            }))
            .sort((a, b) => a.name.localeCompare(b.name, locale))}
          selectedKey={country}
          onSelectionChange={(key) => choose('country', key)}
          isDisabled={isDisabled}
        >
          {(item) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>}
        </ComboBox>
        {hasRegions && (
          <div ref={regionField} className={styles.pickerWithRetry}>
            <ComboBox
              label={t('ui.profileEditor.region')}
              defaultItems={regionList.items.map((entry) => ({
                id: entry.region,
                name: entry.name,
              }))}
              selectedKey={region}
              onSelectionChange={(key) => choose('state', key)}
              isLoading={regionList.status === 'loading'}
              isDisabled={isDisabled || !country}
              description={country ? undefined : t('ui.profileEditor.chooseCountryFirst')}
              errorMessage={
                regionList.status === 'failed' ? t('ui.profileEditor.regionsFailed') : undefined
              }
            >
              {(item) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>}
            </ComboBox>
            {regionList.status === 'failed' && loadFailed(regionList.retry, regionField)}
          </div>
        )}
        <div ref={cityField} className={styles.pickerWithRetry}>
          <ComboBox
            label={t('ui.profileEditor.city')}
            defaultItems={cityList.items.map((name) => ({ id: name, name }))}
            selectedKey={profile.city || null}
            onSelectionChange={(key) => choose('city', key)}
            isLoading={cityList.status === 'loading'}
            isDisabled={isDisabled || cityKey === null}
            description={
              cityKey === null
                ? t(
                    country
                      ? 'ui.profileEditor.chooseRegionFirst'
                      : 'ui.profileEditor.chooseCountryFirst',
                  )
                : undefined
            }
            errorMessage={
              cityList.status === 'failed' ? t('ui.profileEditor.citiesFailed') : undefined
            }
          >
            {(item) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>}
          </ComboBox>
          {cityList.status === 'failed' && loadFailed(cityList.retry, cityField)}
        </div>
      </div>
    </ProfileSection>
  );
}

function NameField({
  field,
  label,
  saved,
  onChange,
  isDisabled,
  autoComplete,
}: {
  field: 'first_name' | 'last_name';
  label: string;
  saved: string;
  onChange: (change: ProfileUpdate) => void;
  isDisabled: boolean;
  autoComplete: string;
}) {
  const t = useUIMessages();
  const [draft, setDraft] = useDraft(saved);
  const problem = profileChangeProblems({ [field]: draft })[field];
  return (
    <TextField
      label={label}
      name={field}
      value={draft}
      isRequired
      validationBehavior="aria"
      isDisabled={isDisabled}
      autoComplete={autoComplete}
      errorMessage={problem ? t(PROFILE_MESSAGE_IDS[problem]) : undefined}
      onChange={(value) => {
        setDraft(value);
        if (!profileChangeProblems({ [field]: value })[field]) onChange({ [field]: value });
      }}
    />
  );
}
