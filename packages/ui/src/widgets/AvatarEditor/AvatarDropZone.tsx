import { type ReactNode, useEffect, useRef } from 'react';
import { DropZone } from 'react-aria-components';
import { avatarFileTypes } from './avatarFileTypes';

export interface AvatarDropZoneProps {
  label: string;
  className: string;
  /** The first accepted file of a drop or a paste. */
  onFile: (file: File) => void;
  /** Focus the zone's drop button once mounted (it replaced a placeholder that had focus). */
  focusOnMount: boolean;
  children: ReactNode;
}

/**
 * React Aria's DropZone for the avatar editor: drops, pastes onto its hidden button, drop-target
 * styling. A module of its own, which the editor imports when a drag, a focus or a press first
 * needs it (`AvatarEditor`'s `PendingDropZone` stands in until then).
 */
export function AvatarDropZone({
  label,
  className,
  onFile,
  focusOnMount,
  children,
}: AvatarDropZoneProps) {
  const ref = useRef<HTMLDivElement>(null);
  const focusRequested = useRef(focusOnMount);
  useEffect(() => {
    if (focusRequested.current) ref.current?.querySelector('button')?.focus();
  }, []);
  return (
    <DropZone
      ref={ref}
      aria-label={label}
      className={className}
      getDropOperation={(types) =>
        avatarFileTypes.some((type) => types.has(type)) ? 'copy' : 'cancel'
      }
      onDrop={async (event) => {
        const item = event.items.find(
          (entry) =>
            entry.kind === 'file' && (avatarFileTypes as readonly string[]).includes(entry.type),
        );
        if (item?.kind === 'file') onFile(await item.getFile());
      }}
    >
      {children}
    </DropZone>
  );
}
