import { NativeAppUnavailableModal, SessionLaunchModal } from '@backline/ui';
import { DOWNLOADS_HREF, HELP_DESK_PATH, type LaunchState } from '../../hooks/useSessionLaunch';

/** The two outcomes of a launch, as modals. */
export function SessionLaunchDialogs({
  state,
  onClose,
  mainSiteUrl,
}: {
  state: LaunchState;
  onClose: () => void;
  mainSiteUrl: string;
}) {
  return (
    <>
      <NativeAppUnavailableModal
        isOpen={state.kind === 'notFound'}
        onOpenChange={(open) => (open ? undefined : onClose())}
        downloadHref={DOWNLOADS_HREF}
        helpHref={`${mainSiteUrl}${HELP_DESK_PATH}`}
        purpose={state.kind === 'idle' ? 'join' : state.purpose}
      />
      <SessionLaunchModal
        isOpen={state.kind === 'found'}
        onOpenChange={(open) => (open ? undefined : onClose())}
        launchHref={state.kind === 'found' ? state.url : ''}
        onLaunch={onClose}
        purpose={state.kind === 'idle' ? 'join' : state.purpose}
      />
    </>
  );
}
