import { Fragment } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { Button, type ButtonProps } from '../../components/Button/Button';
import { Dialog } from '../../components/Dialog/Dialog';
import { Popover } from '../../components/Popover/Popover';
import { useUIMessages } from '../../i18n/useUIMessages';
import type { UIMessageId } from '../../messages';
import * as styles from './StudioShortcutsHelp.css';

/** The studio's shortcuts: keys (alternatives) and what they do. */
const SHORTCUTS: readonly { keys: readonly string[]; action: UIMessageId }[] = [
  { keys: ['space'], action: 'ui.studioShortcuts.playPause' },
  { keys: ['←', '→'], action: 'ui.studioShortcuts.seek' },
  { keys: ['[', ']'], action: 'ui.studioShortcuts.loopPoints' },
  { keys: ['L'], action: 'ui.studioShortcuts.loopToggle' },
  { keys: ['+', '−'], action: 'ui.studioShortcuts.tempo' },
];

export interface StudioShortcutsHelpProps extends Omit<ButtonProps, 'children' | 'onPress'> {}

/** A button that opens a popover listing the studio's keyboard shortcuts. */
export function StudioShortcutsHelp({
  variant = 'quiet',
  size = 'small',
  ...props
}: StudioShortcutsHelpProps) {
  const t = useUIMessages();
  return (
    <DialogTrigger>
      <Button {...props} variant={variant} size={size}>
        {t('ui.studioShortcuts.open')}
      </Button>
      <Popover placement="bottom end" className={styles.popover}>
        <Dialog title={t('ui.studioShortcuts.title')} headingLevel={2}>
          <dl className={styles.list}>
            {SHORTCUTS.map(({ keys, action }) => (
              <div key={action} className={styles.row}>
                <dt className={styles.keys}>
                  {keys.map((key, index) => (
                    <Fragment key={key}>
                      {index > 0 && ` ${t('ui.studioShortcuts.or')} `}
                      <kbd className={styles.key}>
                        {key === 'space' ? t('ui.studioShortcuts.space') : key}
                      </kbd>
                    </Fragment>
                  ))}
                </dt>
                <dd className={styles.action}>{t(action)}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.note}>{t('ui.studioShortcuts.textFields')}</p>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
