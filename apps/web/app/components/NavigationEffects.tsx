import { INITIAL_NAVIGATION_TRACKER, trackNavigation } from '@backline/domain';
import { useLocation, useNavigationType } from '@remix-run/react';
import { useEffect, useRef } from 'react';
// React Aria's own live announcer, the one its components speak through (no public entry yet).
import { clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { apiPost } from '../api/fetcher';
import { API_PATHS } from '../api/types';

/**
 * What every route change does (part 1 §1, §2): scroll to the top (a back or forward navigation
 * keeps the position the browser restores), and send a page view, but not for the first page
 * load. It also empties React Aria's live announcer: an announcement of the page left behind (a
 * pending "Sign in" button's, labelled by that button) would otherwise point at an element that
 * is gone (axe: role-img-alt) and be read on the new page.
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
      clearAnnouncer('assertive');
      clearAnnouncer('polite');
    }
    if (step.sendPageView) {
      // Analytics must never disturb the page: a failure is dropped.
      apiPost(API_PATHS.events, { event: 'page_view', data: { path } }).catch(() => undefined);
    }
  }, [path, navigationType]);

  return null;
}
