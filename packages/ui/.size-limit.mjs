// size-limit checks for `npm run bench:size` (scripts/bench-size.mjs prints them side by side).
// Each exported component is measured as an app imports it from the built package, next to the
// bare react-aria-components parts it wraps: minified, gzip, React external. No `limit` is set:
// this is a benchmark whose figures are printed, never asserted.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Our component → the react-aria-components exports it stands on. Every component the barrel
 * exports is measured; list it here too when it has a React Aria counterpart to compare with.
 */
export const counterparts = {
  AlertDialog: ['ModalOverlay', 'Modal', 'Dialog', 'Heading', 'Button'],
  // The shell: links, the avatar menu and, for AppShell, the navigation drawer.
  AppShell: [
    'Link',
    'Button',
    'MenuTrigger',
    'Menu',
    'MenuItem',
    'Separator',
    'Popover',
    'DialogTrigger',
    'ModalOverlay',
    'Modal',
    'Dialog',
    'Heading',
  ],
  Button: ['Button'],
  Checkbox: ['Checkbox'],
  CheckboxGroup: ['CheckboxGroup', 'Checkbox', 'Label', 'Text', 'FieldError'],
  ComboBox: ['ComboBox', 'Label', 'Input', 'Button', 'Popover', 'ListBox', 'ListBoxItem'],
  // Its close button is a Button.
  Dialog: ['Dialog', 'Heading', 'Button'],
  Drawer: ['ModalOverlay', 'Modal', 'Dialog', 'Heading'],
  GridList: ['GridList', 'GridListItem'],
  Link: ['Link'],
  ListBox: ['ListBox', 'ListBoxItem'],
  Menu: ['MenuTrigger', 'Menu', 'MenuItem', 'Popover'],
  Modal: ['ModalOverlay', 'Modal'],
  Popover: ['Popover', 'Dialog'],
  ProgressBar: ['ProgressBar', 'Label'],
  RadioGroup: ['RadioGroup', 'Radio', 'Label', 'Text', 'FieldError'],
  SearchField: ['SearchField', 'Label', 'Input', 'Button'],
  SideNav: ['Link', 'Button'],
  Select: ['Select', 'Label', 'Button', 'SelectValue', 'Popover', 'ListBox', 'ListBoxItem'],
  Slider: ['Slider', 'Label', 'SliderOutput', 'SliderTrack', 'SliderThumb'],
  Spinner: ['ProgressBar'],
  Switch: ['Switch'],
  Table: ['Table', 'TableHeader', 'Column', 'TableBody', 'Row', 'Cell'],
  Tabs: ['Tabs', 'TabList', 'Tab', 'TabPanel'],
  TextArea: ['TextField', 'Label', 'TextArea', 'Text', 'FieldError'],
  TextField: ['TextField', 'Label', 'Input', 'Text', 'FieldError'],
  Toast: [
    'UNSTABLE_ToastRegion',
    'UNSTABLE_ToastList',
    'UNSTABLE_Toast',
    'UNSTABLE_ToastContent',
    'UNSTABLE_ToastQueue',
    'Button',
    'Text',
  ],
  Tooltip: ['TooltipTrigger', 'Tooltip', 'OverlayArrow'],
  TopBar: ['Link', 'Button', 'MenuTrigger', 'Menu', 'MenuItem', 'Separator', 'Popover'],
};

/**
 * What an app imports to use a component whose folder exports no component of the folder's name
 * (Toast: the provider that renders the region, and the hook that adds toasts).
 */
export const measuredAs = { Toast: ['ToastProvider', 'useToast'] };

/** Always the app's: React, and react-intl (the app's own i18n runtime, shown once below). */
const react = ['react', 'react-dom', 'react/jsx-runtime'];
export const external = [...react, 'react-intl'];

// size-limit reads `import` keys as paths from this folder.
const here = dirname(fileURLToPath(import.meta.url));
const fromHere = (specifier) => relative(here, fileURLToPath(import.meta.resolve(specifier)));
const racEntry = fromHere('react-aria-components');

// The barrel's components, one per folder: `export { Thing, … } from './components/Thing/Thing'`.
const barrel = readFileSync(join(here, 'src', 'index.ts'), 'utf8');
const exported = [
  ...barrel.matchAll(/export \{([^}]*)\} from '\.\/(?:components|widgets)\/(\w+)\/(\w+)'/g),
]
  .filter(
    ([, names, folder, file]) =>
      folder === file && names.split(',').some((name) => name.trim() === file),
  )
  .map(([, , folder]) => folder);
exported.push(...Object.keys(measuredAs));

const checks = [];
for (const component of [...new Set(exported)].sort()) {
  const rac = counterparts[component] ?? null;
  const names = `{ ${(measuredAs[component] ?? [component]).join(', ')} }`;
  checks.push({
    name: `ui:${component}`,
    path: 'dist/index.js',
    import: { 'dist/index.js': names },
    ignore: external,
    gzip: true,
  });
  // The app imports @backline/domain anyway: this is what the component adds on top of it.
  checks.push({
    name: `ui-domain-shared:${component}`,
    path: 'dist/index.js',
    import: { 'dist/index.js': names },
    ignore: [...external, '@backline/domain'],
    gzip: true,
  });
  if (rac) {
    checks.push({
      name: `rac:${component}`,
      path: 'dist/index.js',
      import: { [racEntry]: `{ ${rac.join(', ')} }` },
      ignore: external,
      gzip: true,
    });
  }
}
checks.push({
  name: 'shared:react-intl',
  path: 'dist/index.js',
  import: { [fromHere('react-intl')]: '{ useIntl, IntlProvider }' },
  ignore: react,
  gzip: true,
});
checks.push({
  name: 'shared:@backline/domain',
  path: 'dist/index.js',
  import: { [fromHere('@backline/domain')]: '{ profilePhotoUrl }' },
  ignore: external,
  gzip: true,
});
checks.push({ name: 'css:styles.css', path: 'dist/index.css', gzip: true });

export default checks;
