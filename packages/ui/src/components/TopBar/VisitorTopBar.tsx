import { TopBarFrame, type TopBarFrameProps } from './TopBarFrame';

export type VisitorTopBarProps = TopBarFrameProps;

/**
 * The top bar as a visitor sees it: the logo, subscribe and sign-in links — TopBar without a
 * user, and without the avatar menu's code. A page's first load pays for React Aria's menu,
 * popover and collections only when it shows someone signed in.
 */
export function VisitorTopBar(props: VisitorTopBarProps) {
  return <TopBarFrame {...props} signedIn={false} />;
}
