import { type ReactNode, useId } from 'react';
import type { Key } from 'react-aria-components';
import { ButtonLink } from '../../components/private/ButtonLink/ButtonLink';
import { cx } from '../../components/private/cx';
import { useMediaQuery } from '../../components/ResponsiveCollection/useMediaQuery';
import { Tab } from '../../components/Tabs/Tab';
import { TabList } from '../../components/Tabs/TabList';
import { TabPanel } from '../../components/Tabs/TabPanel';
import { Tabs } from '../../components/Tabs/Tabs';
import { useUIMessages } from '../../i18n/useUIMessages';
import { minWidth } from '../../theme/breakpoints';
import * as styles from './LobbyLayout.css';

export const lobbyLayouts = ['auto', 'columns', 'tabs'] as const;
export type LobbyLayoutKind = (typeof lobbyLayouts)[number];

export const lobbyTabs = ['users', 'chat'] as const;
export type LobbyTab = (typeof lobbyTabs)[number];

export const lobbyLayoutHeadingLevels = [2, 3] as const;
export type LobbyLayoutHeadingLevel = (typeof lobbyLayoutHeadingLevels)[number];

export interface LobbyLayoutProps {
  /** The online musicians: usually an `OnlineMusicians` table. */
  users: ReactNode;
  /** The lobby chat: usually a `LobbyChat`. */
  chat: ReactNode;
  /** Shows the lobby's "Create Session" link (part 1 §2) to this address, e.g. '/sessions/new'. */
  createSessionHref?: string;
  /**
   * `auto`: the two side by side from the md breakpoint (768 px) up, and two tabs, Users and
   * Chat, on narrower screens (part 1 §2); `columns` or `tabs` forces one. Until the screen's
   * width is known (server rendering) the columns render, stacked by CSS on narrow screens.
   * @default 'auto'
   */
  layout?: LobbyLayoutKind;
  /** The tab shown first on narrow screens. @default 'users' */
  defaultTab?: LobbyTab;
  /** The shown tab, when the app controls it (e.g. from the URL). */
  selectedTab?: LobbyTab;
  /** Called when the user picks a tab. */
  onTabChange?: (tab: LobbyTab) => void;
  /** The level of the "Users" and "Chat" headings of the columns. @default 2 */
  headingLevel?: LobbyLayoutHeadingLevel;
  /** A class for the outer element. */
  className?: string;
}

/**
 * The sessions lobby's frame (part 1 §2): the online-musicians table and the lobby chat side by
 * side, or two tabs, Users and Chat, on narrow screens, with the create-session link above. Both
 * tab panels stay mounted, so the chat keeps its scroll position and draft across tab switches.
 */
export function LobbyLayout({
  users,
  chat,
  createSessionHref,
  layout = 'auto',
  defaultTab = 'users',
  selectedTab,
  onTabChange,
  headingLevel = 2,
  className,
}: LobbyLayoutProps) {
  const t = useUIMessages();
  const isWide = useMediaQuery(minWidth('md'));
  const usersHeading = useId();
  const chatHeading = useId();
  const Heading = `h${headingLevel}` as const;
  const showsTabs = layout === 'tabs' || (layout === 'auto' && isWide === false);

  return (
    <div className={cx(styles.lobbyLayout, className)} data-layout={showsTabs ? 'tabs' : 'columns'}>
      {createSessionHref && (
        <div className={styles.actions}>
          <ButtonLink variant="primary" href={createSessionHref}>
            {t('ui.sessions.createSession')}
          </ButtonLink>
        </div>
      )}
      {showsTabs ? (
        <Tabs
          defaultSelectedKey={defaultTab}
          selectedKey={selectedTab}
          onSelectionChange={
            onTabChange ? (key: Key) => onTabChange(String(key) as LobbyTab) : undefined
          }
        >
          <TabList aria-label={t('ui.lobbyLayout.label')} isStretched>
            <Tab id="users">{t('ui.lobbyLayout.users')}</Tab>
            <Tab id="chat">{t('ui.lobbyLayout.chat')}</Tab>
          </TabList>
          <TabPanel id="users" shouldForceMount className={styles.panel}>
            {users}
          </TabPanel>
          <TabPanel id="chat" shouldForceMount className={styles.panel}>
            {chat}
          </TabPanel>
        </Tabs>
      ) : (
        <div className={styles.columns}>
          <section aria-labelledby={usersHeading} className={styles.column}>
            <Heading id={usersHeading} className={styles.heading}>
              {t('ui.lobbyLayout.users')}
            </Heading>
            {users}
          </section>
          <section aria-labelledby={chatHeading} className={styles.column}>
            <Heading id={chatHeading} className={styles.heading}>
              {t('ui.lobbyLayout.chat')}
            </Heading>
            {chat}
          </section>
        </div>
      )}
    </div>
  );
}
