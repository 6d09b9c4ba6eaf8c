import {
  DEFAULT_DISPLAY_PREFERENCES,
  DEFAULT_LANGUAGE,
  type FeatureFlag,
  type Language,
} from '@backline/domain';
import {
  DisplayPreferencesProvider,
  displayPreferencesAttributes,
  ErrorPage,
  useDisplayPreferences,
} from '@backline/ui';
import uiStylesHref from '@backline/ui/styles.css?url';
import { data, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useHref,
  useNavigate,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import { type ReactNode, use } from 'react';
import { RouterProvider as AriaRouterProvider, I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { callApi, readJson } from './api/platform.server';
import { API_PATHS } from './api/types';
import { getViewer } from './auth.server';
import { NavigationEffects } from './components/NavigationEffects';
import { Shell, SIGNED_IN_FRAME } from './components/Shell';
import { publicEnv } from './env.server';
import { fallbackMessages } from './i18n/fallbackMessages';
import { messagesFor } from './i18n/messages.server';
import { useNonce } from './nonce';
import { readPreferences } from './preferences/preferences.server';
import { useSavedDisplayPreferences } from './preferences/useSavedDisplayPreferences';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { language, display, displaySaved } = readPreferences(request);
  const [viewer, features] = await Promise.all([
    getViewer(request, context),
    callApi(request, context, API_PATHS.appFeatures).then(async (response) =>
      response.ok ? ((await readJson<FeatureFlag[]>(response)) ?? []) : [],
    ),
  ]);
  const headers = new Headers();
  for (const cookie of viewer.setCookies) headers.append('Set-Cookie', cookie);
  return data(
    {
      language,
      display,
      displaySaved,
      messages: messagesFor(language),
      me: viewer.me,
      features,
      mainSiteUrl: publicEnv().MAIN_SITE_URL,
    },
    { headers },
  );
}

/**
 * Plain navigations keep the root's data (language, messages, the user, the menu): SWR keeps the
 * user and the menu fresh. A form (signing in or out, a new language) reloads it.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod && formMethod !== 'GET' ? defaultShouldRevalidate : false);

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: uiStylesHref },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

function useRootData() {
  return useRouteLoaderData<typeof loader>('root');
}

/** `<html>` with the language, direction and theme class the server already knows: no flash. */
function Document({
  language,
  signedIn,
  children,
}: {
  language: Language;
  signedIn: boolean;
  children: ReactNode;
}) {
  const nonce = useNonce();
  const { preferences } = useDisplayPreferences();
  const attributes = displayPreferencesAttributes(preferences);
  return (
    <html lang={language} {...attributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={attributes['data-theme']} />
        <Meta />
        <Links />
      </head>
      {/* Marks a page whose HTML holds the signed-in frame: its code loads before hydration. */}
      <body {...(signedIn ? SIGNED_IN_FRAME : {})}>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** React Aria's links navigate with Remix's router (client-side, prefetch-aware). */
function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={navigate} useHref={useHref}>
      {children}
    </AriaRouterProvider>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const language = root?.language ?? DEFAULT_LANGUAGE;
  const [preferences, setPreferences] = useSavedDisplayPreferences(
    root?.display ?? DEFAULT_DISPLAY_PREFERENCES,
    root?.displaySaved ?? false,
  );
  // Without the root's data (its loader failed) the ui's English messages still word the page;
  // they load only then, so no other page ships a catalogue in its JavaScript.
  const messages = root?.messages ?? use(fallbackMessages());
  return (
    <IntlProvider locale={language} defaultLocale={DEFAULT_LANGUAGE} messages={messages}>
      <I18nProvider locale={language}>
        {/* Inside the I18nProvider: it hands React Aria the direction of the RTL preference.
            The theme class and dir go on <html> (Document), so overlays in <body> share them. */}
        <DisplayPreferencesProvider
          value={preferences}
          onChange={setPreferences}
          applyToWrapper={false}
        >
          <Document language={language} signedIn={Boolean(root?.me)}>
            {/* SWR's provider (the user, the flags, every list) is the signed-in frame's: a
                visitor's page does not load SWR for it (decision 039, session 17). */}
            <AriaRouter>
              <Shell
                me={root?.me ?? null}
                features={root?.features ?? []}
                mainSiteUrl={root?.mainSiteUrl ?? ''}
              >
                {children}
              </Shell>
            </AriaRouter>
          </Document>
        </DisplayPreferencesProvider>
      </I18nProvider>
    </IntlProvider>
  );
}

export default function App() {
  return (
    <>
      <NavigationEffects />
      <Outlet />
    </>
  );
}

/** A thrown 404 shows the not-found page in place; anything else, the 500 page. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) && error.status === 404 ? 404 : 500;
  if (status === 500) console.error(error);
  return <ErrorPage status={status} homeHref="/" />;
}
