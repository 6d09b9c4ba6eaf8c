import type { DisplayPreferences } from '@backline/domain';

/**
 * Where the navigation sits (display preferences, part 1 §9):
 * - `vertical`: the side navigation;
 * - `top`: a horizontal navigation under the top bar, no side navigation;
 * - `combo`: the side navigation, traded for the top navigation where the screen is extra wide
 *   (≥ xl), so neither crowds the page.
 * Below lg every layout puts the navigation in a drawer opened from the top bar.
 */
export const appShellNavigationLayouts = ['vertical', 'top', 'combo'] as const;
export type AppShellNavigationLayout = (typeof appShellNavigationLayouts)[number];

/** Top navigation wins over the navigation mode, which picks vertical or combo. */
export function navigationLayout(
  preferences: Pick<DisplayPreferences, 'topNavigation' | 'navigationMode'>,
): AppShellNavigationLayout {
  return preferences.topNavigation ? 'top' : preferences.navigationMode;
}
