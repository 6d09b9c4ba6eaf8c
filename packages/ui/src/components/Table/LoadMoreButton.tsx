import { useUIMessages } from '../../i18n/useUIMessages';
import { Button, type ButtonProps } from '../Button/Button';

export interface LoadMoreButtonProps extends Omit<ButtonProps, 'children' | 'variant'> {
  /** The button's text. @default "Load more" (ui.collection.loadMore) */
  label?: string;
  /**
   * The next page is loading: the button keeps focus, ignores presses and announces it.
   * @default false
   */
  isPending?: boolean;
}

/**
 * The "load more" button under a paged list (Table, ResponsiveCollection): the spec's lists load
 * their next page on request rather than by infinite scrolling.
 */
export function LoadMoreButton({ label, ...props }: LoadMoreButtonProps) {
  const t = useUIMessages();
  return (
    <Button {...props} variant="secondary">
      {label ?? t('ui.collection.loadMore')}
    </Button>
  );
}
