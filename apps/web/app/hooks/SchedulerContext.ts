import { browserScheduler, type Scheduler } from '@backline/ui';
import { createContext, useContext } from 'react';

/**
 * The clock and timers the sessions pages wait on (native-app detection, lobby refresh and
 * presence pings, the notification prompt). The real timers are the default; tests drive them
 * with Playwright's `page.clock`, so nothing waits for real and no query string changes timing.
 */
export const SchedulerContext = createContext<Scheduler>(browserScheduler);

export const useScheduler = (): Scheduler => useContext(SchedulerContext);
