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
export {
  DEFAULT_TOAST_TIMEOUT,
  type ToastMessage,
  type ToastOptions,
  ToastQueue,
  type ToastQueueOptions,
  ToastRegion,
  type ToastRegionProps,
  type ToastTone,
  toastQueue,
  toastTones,
  useToast,
} from './components/Toast/Toast';
export { ToastProvider, type ToastProviderProps } from './components/Toast/ToastProvider';
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
