// size-limit checks for `npm run bench:size` (scripts/bench-size.mjs prints them side by side).
// Each exported component is measured as an app imports it from the built package, next to the
// bare react-aria-components parts it wraps: minified, gzip, React external. No `limit` is set:
// this is a benchmark whose figures are printed, never asserted.
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Our component → the react-aria-components exports it stands on (null: no counterpart). */
export const counterparts = {
  Alert: null,
  Avatar: null,
  Badge: null,
  Button: ['Button'],
  Card: null,
  EmptyState: null,
  InlineError: null,
  Link: ['Link'],
  ProgressBar: ['ProgressBar', 'Label'],
  Spinner: ['ProgressBar'],
  TextField: ['TextField', 'Label', 'Input', 'Text', 'FieldError'],
};

/** Always the app's: React, and react-intl (the app's own i18n runtime, shown once below). */
const react = ['react', 'react-dom', 'react/jsx-runtime'];
export const external = [...react, 'react-intl'];

// size-limit reads `import` keys as paths from this folder.
const here = dirname(fileURLToPath(import.meta.url));
const fromHere = (specifier) => relative(here, fileURLToPath(import.meta.resolve(specifier)));
const racEntry = fromHere('react-aria-components');

const checks = [];
for (const [component, rac] of Object.entries(counterparts)) {
  checks.push({
    name: `ui:${component}`,
    path: 'dist/index.js',
    import: { 'dist/index.js': `{ ${component} }` },
    ignore: external,
    gzip: true,
  });
  // The app imports @backline/domain anyway: this is what the component adds on top of it.
  checks.push({
    name: `ui-domain-shared:${component}`,
    path: 'dist/index.js',
    import: { 'dist/index.js': `{ ${component} }` },
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
