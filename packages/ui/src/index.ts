// @backline/ui — the explicit barrel: every public export, sorted by path (Biome keeps the order):
// components/, i18n/, messages/, preferences/, theme/. Consumers also import the styles once:
// `import '@backline/ui/styles.css'`.
export { Alert, type AlertProps, type AlertTone, alertTones } from './components/Alert/Alert';
export {
  Avatar,
  type AvatarPerson,
  type AvatarProps,
  type AvatarSize,
  avatarSizes,
} from './components/Avatar/Avatar';
export { Badge, type BadgeProps, type BadgeTone, badgeTones } from './components/Badge/Badge';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from './components/Button/Button';
export {
  Card,
  type CardProps,
  cardElements,
  cardElevations,
  cardPaddings,
} from './components/Card/Card';
export {
  EmptyState,
  type EmptyStateProps,
  emptyStateHeadingLevels,
} from './components/EmptyState/EmptyState';
export { InlineError, type InlineErrorProps } from './components/InlineError/InlineError';
export { Link, type LinkProps, type LinkVariant, linkVariants } from './components/Link/Link';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar/ProgressBar';
export {
  Spinner,
  type SpinnerProps,
  type SpinnerSize,
  spinnerSizes,
} from './components/Spinner/Spinner';
export { TextField, type TextFieldProps } from './components/TextField/TextField';
export { uiLocaleFor, uiMessagesFor } from './i18n/messagesForLocale';
export { UIProvider, type UIProviderProps } from './i18n/UIProvider';
export { type UILocale, type UIMessageId, uiLocales, uiMessages } from './messages';
export {
  type DisplayPreferencesAttributes,
  type DisplayPreferencesContextValue,
  DisplayPreferencesProvider,
  type DisplayPreferencesProviderProps,
  displayPreferencesAttributes,
  themeClassNames,
  useDisplayPreferences,
} from './preferences/DisplayPreferencesProvider';
export { contrastRatio } from './theme/contrast';
export { darkTheme } from './theme/darkTheme.css';
export { baseRoot } from './theme/global.css';
export { lightTheme } from './theme/lightTheme.css';
export { makeTheme, type ThemeValues } from './theme/makeTheme';
export { reducedMotionQuery } from './theme/motion';
export { type Sprinkles, sprinkles } from './theme/sprinkles.css';
export { type Tone, tones } from './theme/tokens';
export { vars } from './theme/vars.css';
