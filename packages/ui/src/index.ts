// @backline/ui — the explicit barrel: every public export, sorted by path (Biome keeps the order):
// components/, i18n/, messages/, preferences/, theme/. Consumers also import the styles once:
// `import '@backline/ui/styles.css'`.
export { Alert, type AlertProps, type AlertTone, alertTones } from './components/Alert/Alert';
export {
  AlertDialog,
  type AlertDialogProps,
  type AlertDialogTone,
  alertDialogTones,
} from './components/AlertDialog/AlertDialog';
export {
  AppShell,
  type AppShellNavigationLayout,
  type AppShellPreferences,
  type AppShellProps,
  appShellNavigationLayouts,
  navigationLayout,
} from './components/AppShell/AppShell';
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
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export {
  CheckboxGroup,
  type CheckboxGroupOrientation,
  type CheckboxGroupProps,
  checkboxGroupOrientations,
} from './components/CheckboxGroup/CheckboxGroup';
export {
  ComboBox,
  ComboBoxItem,
  type ComboBoxItemProps,
  type ComboBoxProps,
} from './components/ComboBox/ComboBox';
export {
  Dialog,
  type DialogHeadingLevel,
  type DialogProps,
  DialogTrigger,
  type DialogTriggerProps,
  dialogHeadingLevels,
} from './components/Dialog/Dialog';
export { DialogFooter, type DialogFooterProps } from './components/Dialog/DialogFooter';
export {
  Drawer,
  type DrawerPlacement,
  type DrawerProps,
  type DrawerSize,
  drawerPlacements,
  drawerSizes,
} from './components/Drawer/Drawer';
export {
  EmptyState,
  type EmptyStateProps,
  emptyStateHeadingLevels,
} from './components/EmptyState/EmptyState';
export {
  ErrorPage,
  type ErrorPageProps,
  type ErrorPageStatus,
  errorPageStatuses,
} from './components/ErrorPage/ErrorPage';
export { Footer, type FooterLink, type FooterProps, footerLinks } from './components/Footer/Footer';
export {
  GridList,
  type GridListLayout,
  type GridListProps,
  type GridListSelectionMode,
  gridListLayouts,
  gridListSelectionModes,
} from './components/GridList/GridList';
export { GridListItem, type GridListItemProps } from './components/GridList/GridListItem';
export {
  HoverCard,
  type HoverCardPlacement,
  type HoverCardProps,
  hoverCardPlacements,
} from './components/HoverCard/HoverCard';
export { InlineError, type InlineErrorProps } from './components/InlineError/InlineError';
export { Link, type LinkProps, type LinkVariant, linkVariants } from './components/Link/Link';
export {
  ListBox,
  type ListBoxLayout,
  type ListBoxProps,
  type ListBoxSelectionMode,
  listBoxLayouts,
  listBoxSelectionModes,
} from './components/ListBox/ListBox';
export { ListBoxItem, type ListBoxItemProps } from './components/ListBox/ListBoxItem';
export {
  Menu,
  type MenuProps,
  MenuTrigger,
  type MenuTriggerProps,
} from './components/Menu/Menu';
export {
  MenuItem,
  type MenuItemProps,
  type MenuItemTone,
  menuItemTones,
} from './components/Menu/MenuItem';
export { MenuSection, type MenuSectionProps } from './components/Menu/MenuSection';
export { MenuSeparator, type MenuSeparatorProps } from './components/Menu/MenuSeparator';
export { Modal, type ModalProps, type ModalSize, modalSizes } from './components/Modal/Modal';
export { Popover, type PopoverProps } from './components/Popover/Popover';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar/ProgressBar';
export { Radio, type RadioProps } from './components/RadioGroup/Radio';
export {
  RadioGroup,
  type RadioGroupOrientation,
  type RadioGroupProps,
  radioGroupOrientations,
} from './components/RadioGroup/RadioGroup';
export {
  ResponsiveCollection,
  type ResponsiveCollectionColumn,
  type ResponsiveCollectionLayout,
  type ResponsiveCollectionProps,
  responsiveCollectionLayouts,
} from './components/ResponsiveCollection/ResponsiveCollection';
export { SearchField, type SearchFieldProps } from './components/SearchField/SearchField';
export {
  Select,
  SelectItem,
  type SelectItemProps,
  type SelectProps,
} from './components/Select/Select';
export {
  type RenderLink,
  type RenderLinkProps,
  SideNav,
  type SideNavEntry,
  type SideNavGroup,
  type SideNavHeadingLevel,
  type SideNavItem,
  type SideNavProps,
  type SideNavVariant,
  sideNavHeadingLevels,
  sideNavVariants,
} from './components/SideNav/SideNav';
export {
  navigationMessageId,
  type UseSideNavEntriesOptions,
  useSideNavEntries,
} from './components/SideNav/useSideNavEntries';
export { SkipLink, type SkipLinkProps } from './components/SkipLink/SkipLink';
export { Slider, type SliderProps } from './components/Slider/Slider';
export {
  Spinner,
  type SpinnerProps,
  type SpinnerSize,
  spinnerSizes,
} from './components/Spinner/Spinner';
export { SwipeCarousel, type SwipeCarouselProps } from './components/SwipeCarousel/SwipeCarousel';
export { Switch, type SwitchProps } from './components/Switch/Switch';
export { Cell, type CellProps } from './components/Table/Cell';
export {
  Column,
  type ColumnAlignment,
  type ColumnProps,
  columnAlignments,
} from './components/Table/Column';
export { LoadMoreButton, type LoadMoreButtonProps } from './components/Table/LoadMoreButton';
export { Row, type RowProps } from './components/Table/Row';
export {
  Table,
  type TableProps,
  type TableSelectionMode,
  tableSelectionModes,
} from './components/Table/Table';
export { TableBody, type TableBodyProps } from './components/Table/TableBody';
export { TableHeader, type TableHeaderProps } from './components/Table/TableHeader';
export { Tab, type TabProps } from './components/Tabs/Tab';
export { TabList, type TabListProps } from './components/Tabs/TabList';
export { TabPanel, type TabPanelProps } from './components/Tabs/TabPanel';
export {
  Tabs,
  type TabsOrientation,
  type TabsProps,
  tabsOrientations,
} from './components/Tabs/Tabs';
export { TextArea, type TextAreaProps } from './components/TextArea/TextArea';
export { TextField, type TextFieldProps } from './components/TextField/TextField';
// The queue apart from the region: a page that adds toasts does not load React Aria's toast
// region and landmark code with it, so an app can load the region later.
export { ToastRegion, type ToastRegionProps } from './components/Toast/Toast';
export { ToastProvider, type ToastProviderProps } from './components/Toast/ToastProvider';
export {
  DEFAULT_TOAST_TIMEOUT,
  type ToastMessage,
  type ToastOptions,
  ToastQueue,
  type ToastQueueOptions,
  type ToastTone,
  toastQueue,
  toastTones,
} from './components/Toast/toastQueue';
export { useToast } from './components/Toast/useToast';
export {
  Tooltip,
  type TooltipProps,
  TooltipTrigger,
  type TooltipTriggerProps,
} from './components/Tooltip/Tooltip';
export {
  SUBSCRIBE_PATH,
  TopBar,
  type TopBarMenuItem,
  type TopBarProps,
} from './components/TopBar/TopBar';
export { VisitorTopBar, type VisitorTopBarProps } from './components/TopBar/VisitorTopBar';
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
export {
  browserScheduler,
  createManualScheduler,
  type ManualScheduler,
  type Scheduler,
} from './time/scheduler';
export {
  AffiliateLinkList,
  type AffiliateLinkListProps,
  type CopyLink,
} from './widgets/AffiliateLinkList/AffiliateLinkList';
export {
  AgreementForm,
  type AgreementFormProps,
  entityTypeMessages,
} from './widgets/AgreementForm/AgreementForm';
export {
  AGREEMENT_DATE_LINE,
  AGREEMENT_SECTIONS,
  AGREEMENT_TITLE,
  type AgreementSection,
} from './widgets/AgreementForm/agreementText';
export {
  AvatarEditor,
  type AvatarEditorOutcome,
  type AvatarEditorProps,
  type AvatarUpload,
  avatarEditorOutcomes,
  avatarFileTypes,
} from './widgets/AvatarEditor/AvatarEditor';
export type { CropBox, ImageSize } from './widgets/AvatarEditor/cropBox';
export {
  type BillingAddressField,
  BillingAddressForm,
  type BillingAddressFormProps,
  type BillingAddressServerErrors,
} from './widgets/BillingAddressForm/BillingAddressForm';
export {
  CardForm,
  type CardFormProps,
  type CardServerErrors,
} from './widgets/CardForm/CardForm';
export { CartRow, type CartRowProps } from './widgets/CartRow/CartRow';
export {
  type CartRemoveResult,
  CartSummary,
  type CartSummaryHeadingLevel,
  type CartSummaryProps,
  cartRemoveResults,
  cartSummaryHeadingLevels,
} from './widgets/CartSummary/CartSummary';
export {
  ChangeEmailForm,
  type ChangeEmailFormProps,
  changeEmailFormHeadingLevels,
} from './widgets/ChangeEmailForm/ChangeEmailForm';
export {
  ChangePasswordForm,
  type ChangePasswordFormProps,
  changePasswordFormHeadingLevels,
} from './widgets/ChangePasswordForm/ChangePasswordForm';
export {
  CheckoutSuccess,
  type CheckoutSuccessJamTrack,
  type CheckoutSuccessProps,
  type CheckoutSuccessVariant,
  checkoutSuccessVariants,
} from './widgets/CheckoutSuccess/CheckoutSuccess';
export {
  CountInControl,
  type CountInControlProps,
} from './widgets/CountInControl/CountInControl';
export {
  DesktopNotificationPrompt,
  type DesktopNotificationPromptProps,
} from './widgets/DesktopNotificationPrompt/DesktopNotificationPrompt';
export { EarningsTable, type EarningsTableProps } from './widgets/EarningsTable/EarningsTable';
export { FriendButton, type FriendButtonProps } from './widgets/FriendButton/FriendButton';
export {
  type HelpArticle,
  HelpResources,
  type HelpResourcesProps,
} from './widgets/HelpResources/HelpResources';
export { JamTrackPlayer, type JamTrackPlayerProps } from './widgets/JamTrackPlayer/JamTrackPlayer';
export {
  JamTrackPurchase,
  type JamTrackPurchaseAlignment,
  type JamTrackPurchaseProps,
  type JamTrackShopper,
  jamTrackPurchaseAlignments,
} from './widgets/JamTrackRow/JamTrackPurchase';
export {
  JamTrackRow,
  type JamTrackRowHeadingLevel,
  type JamTrackRowProps,
  jamTrackRowHeadingLevels,
} from './widgets/JamTrackRow/JamTrackRow';
export {
  JamTrackTrackList,
  type JamTrackTrackListProps,
} from './widgets/JamTrackRow/JamTrackTrackList';
export {
  JamTrackAutocomplete,
  type JamTrackAutocompleteProps,
} from './widgets/JamTrackSearch/JamTrackAutocomplete';
export {
  type AddToCartResult,
  addToCartResults,
  JamTrackSearch,
  type JamTrackSearchProps,
} from './widgets/JamTrackSearch/JamTrackSearch';
export { LatencyBadge, type LatencyBadgeProps } from './widgets/LatencyBadge/LatencyBadge';
export { LobbyChat, type LobbyChatProps } from './widgets/LobbyChat/LobbyChat';
export {
  LobbyLayout,
  type LobbyLayoutHeadingLevel,
  type LobbyLayoutKind,
  type LobbyLayoutProps,
  type LobbyTab,
  lobbyLayoutHeadingLevels,
  lobbyLayouts,
  lobbyTabs,
} from './widgets/LobbyLayout/LobbyLayout';
export { LoopControl, type LoopControlProps } from './widgets/LoopControl/LoopControl';
export {
  MessageComposer,
  type MessageComposerProps,
} from './widgets/MessageComposer/MessageComposer';
export { MessageThread, type MessageThreadProps } from './widgets/MessageThread/MessageThread';
export {
  MixdownQueuedDialog,
  type MixdownQueuedDialogProps,
} from './widgets/MixdownQueuedDialog/MixdownQueuedDialog';
export { MixEditor, type MixEditorProps } from './widgets/MixEditor/MixEditor';
export { MixList, type MixListProps } from './widgets/MixList/MixList';
export {
  type MyJamTrack,
  MyJamTracksList,
  type MyJamTracksListProps,
} from './widgets/MyJamTracksList/MyJamTracksList';
export {
  NativeAppUnavailableModal,
  type NativeAppUnavailableModalProps,
} from './widgets/NativeAppUnavailableModal/NativeAppUnavailableModal';
export {
  type InviteeCandidate,
  type NewSessionField,
  NewSessionForm,
  type NewSessionFormProps,
} from './widgets/NewSessionForm/NewSessionForm';
export {
  NOTIFICATIONS_PATH,
  NotificationBell,
  type NotificationBellProps,
} from './widgets/NotificationBell/NotificationBell';
export {
  NotificationItem,
  type NotificationItemProps,
} from './widgets/NotificationItem/NotificationItem';
export {
  type OnlineMusician,
  OnlineMusicians,
  type OnlineMusiciansProps,
} from './widgets/OnlineMusicians/OnlineMusicians';
export {
  OrderSummary,
  type OrderSummaryHeadingLevel,
  type OrderSummaryProps,
  orderSummaryHeadingLevels,
} from './widgets/OrderSummary/OrderSummary';
export {
  emptyPayeeAccount,
  PayeeForm,
  type PayeeFormProps,
  type PayeeServerErrors,
} from './widgets/PayeeForm/PayeeForm';
export {
  PaymentHistoryList,
  type PaymentHistoryListProps,
  paymentStatuses,
} from './widgets/PaymentHistoryList/PaymentHistoryList';
export {
  PaymentMethodChoice,
  type PaymentMethodChoiceProps,
} from './widgets/PaymentMethodChoice/PaymentMethodChoice';
export {
  type PaymentMethodFailure,
  PaymentMethodForm,
  type PaymentMethodFormProps,
  type PaymentMethodSubmission,
} from './widgets/PaymentMethodForm/PaymentMethodForm';
export {
  PeopleTable,
  type PeopleTableProps,
} from './widgets/PeopleTable/PeopleTable';
export {
  type PersonActions,
  PersonCard,
  type PersonCardHeadingLevel,
  type PersonCardProps,
  personCardHeadingLevels,
} from './widgets/PersonCard/PersonCard';
export {
  PersonInstruments,
  type PersonInstrumentsProps,
} from './widgets/PersonCard/PersonInstruments';
export { PlanPicker, type PlanPickerProps } from './widgets/PlanPicker/PlanPicker';
export {
  PlayTime,
  type PlayTimeHeadingLevel,
  type PlayTimeProps,
  playTimeHeadingLevels,
} from './widgets/PlayTime/PlayTime';
export type { ProfileInstrument } from './widgets/ProfileEditor/instrumentOrder';
export {
  ProfileBasics,
  type ProfileBasicsProps,
  type ProfileBasicsValue,
} from './widgets/ProfileEditor/ProfileBasics';
export {
  ProfileBiography,
  type ProfileBiographyProps,
} from './widgets/ProfileEditor/ProfileBiography';
export { ProfileEditor, type ProfileEditorProps } from './widgets/ProfileEditor/ProfileEditor';
export { ProfileGenres, type ProfileGenresProps } from './widgets/ProfileEditor/ProfileGenres';
export {
  ProfileInstruments,
  type ProfileInstrumentsProps,
} from './widgets/ProfileEditor/ProfileInstruments';
export {
  ProfileInterests,
  type ProfileInterestsProps,
  type ProfileInterestsValue,
} from './widgets/ProfileEditor/ProfileInterests';
export {
  type ProfileSectionHeadingLevel,
  profileSectionHeadingLevels,
} from './widgets/ProfileEditor/ProfileSection';
export { ProfilePanel, type ProfilePanelProps } from './widgets/ProfilePanel/ProfilePanel';
export {
  RecordingPreference,
  type RecordingPreferenceProps,
  type RecordingPreferenceResult,
  recordingPreferenceResults,
} from './widgets/RecordingPreference/RecordingPreference';
export {
  RemoveFriendDialog,
  type RemoveFriendDialogProps,
} from './widgets/RemoveFriendDialog/RemoveFriendDialog';
export {
  SavedPaymentInfo,
  type SavedPaymentInfoProps,
} from './widgets/SavedPaymentInfo/SavedPaymentInfo';
export {
  SaveStatus,
  type SaveStatusProps,
  type SaveStatusValue,
  saveStatuses,
} from './widgets/SaveStatus/SaveStatus';
export {
  SearchFilterModal,
  type SearchFilterModalProps,
} from './widgets/SearchFilterModal/SearchFilterModal';
export {
  SessionCard,
  type SessionCardHeadingLevel,
  type SessionCardProps,
  sessionCardHeadingLevels,
} from './widgets/SessionCard/SessionCard';
export {
  type SessionHistoryHeadingLevel,
  SessionHistoryList,
  type SessionHistoryListProps,
  sessionHistoryHeadingLevels,
} from './widgets/SessionHistoryList/SessionHistoryList';
export {
  type SessionHandOffPurpose,
  SessionLaunchModal,
  type SessionLaunchModalProps,
  sessionHandOffPurposes,
} from './widgets/SessionLaunchModal/SessionLaunchModal';
export { SessionTable, type SessionTableProps } from './widgets/SessionTable/SessionTable';
export { SignupsTable, type SignupsTableProps } from './widgets/SignupsTable/SignupsTable';
export { SpeedTrainer, type SpeedTrainerProps } from './widgets/SpeedTrainer/SpeedTrainer';
export {
  StemMixer,
  type StemMixerProps,
  type StemMixerStem,
} from './widgets/StemMixer/StemMixer';
export {
  StudioShortcutsHelp,
  type StudioShortcutsHelpProps,
} from './widgets/StudioShortcutsHelp/StudioShortcutsHelp';
export { StudioWaveform, type StudioWaveformProps } from './widgets/StudioWaveform/StudioWaveform';
export type { StudioSectionMarker } from './widgets/StudioWaveform/studioSectionName';
export type { StudioPeaks } from './widgets/StudioWaveform/waveformPath';
export {
  SubscriptionExplanation,
  type SubscriptionExplanationProps,
} from './widgets/SubscriptionExplanation/SubscriptionExplanation';
export {
  TempoPitchControl,
  type TempoPitchControlProps,
} from './widgets/TempoPitchControl/TempoPitchControl';
export {
  WalletConfirm,
  type WalletConfirmHeadingLevel,
  type WalletConfirmProps,
  walletConfirmHeadingLevels,
} from './widgets/WalletConfirm/WalletConfirm';
