import { INITIAL_NAVIGATION_TRACKER, trackNavigation } from '@backline/domain';
import { useLocation, useNavigationType } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { apiPost } from '../api/fetcher';
import { API_PATHS } from '../api/types';

/**
 * What every route change does (part 1 §1, §2): scroll to the top (a back or forward navigation
 * keeps the position the browser restores), and send a page view, but not for the first page
 * load.
 */
export function NavigationEffects() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const tracker = useRef(INITIAL_NAVIGATION_TRACKER);
  const path = `${location.pathname}${location.search}`;

  useEffect(() => {
    const step = trackNavigation(tracker.current, path);
    tracker.current = step.tracker;
    if (step.scrollToTop && navigationType !== 'POP') window.scrollTo(0, 0);
    if (step.sendPageView) {
      // Analytics must never disturb the page: a failure is dropped.
      apiPost(API_PATHS.events, { event: 'page_view', data: { path } }).catch(() => undefined);
    }
  }, [path, navigationType]);

  return null;
}
