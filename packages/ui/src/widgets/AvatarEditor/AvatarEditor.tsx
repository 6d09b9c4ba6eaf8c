import { AVATAR_MIN_SIZE_PX, avatarUploadProblem, profilePhotoUrl } from '@backline/domain';
import { type ComponentType, type HTMLAttributes, useEffect, useId, useRef, useState } from 'react';
import { DialogTrigger, FileTrigger } from 'react-aria-components';
import { Alert } from '../../components/Alert/Alert';
import { AlertDialog } from '../../components/AlertDialog/AlertDialog';
import { Avatar, type AvatarPerson } from '../../components/Avatar/Avatar';
import { Button } from '../../components/Button/Button';
import { InlineError } from '../../components/InlineError/InlineError';
import { cx } from '../../components/private/cx';
import { visuallyHidden } from '../../components/private/visuallyHidden.css';
import { Spinner } from '../../components/Spinner/Spinner';
import { useUIMessages } from '../../i18n/useUIMessages';
import { AvatarCropper } from './AvatarCropper';
import type { AvatarDropZoneProps } from './AvatarDropZone';
import * as styles from './AvatarEditor.css';
import { avatarFileTypes } from './avatarFileTypes';
import { type CropBox, type ImageSize, initialCropBox } from './cropBox';
import { readImageSize } from './readImageSize';

export { avatarFileTypes } from './avatarFileTypes';

/** The §8 outcomes of the last update or delete, shown above the editor. */
export const avatarEditorOutcomes = ['updated', 'updateFailed', 'deleted', 'deleteFailed'] as const;
export type AvatarEditorOutcome = (typeof avatarEditorOutcomes)[number];

const outcomeMessages = {
  updated: 'ui.profile.avatarUpdated',
  updateFailed: 'ui.profile.avatarUpdateFailed',
  deleted: 'ui.profile.avatarDeleted',
  deleteFailed: 'ui.profile.avatarDeleteFailed',
} as const;

/** What the editor hands over: the original file and the square to keep, in its pixels. */
export interface AvatarUpload {
  file: File;
  crop: CropBox;
}

type Problem = 'notAnImage' | 'tooLarge' | 'avatarTooSmall';

type Stage =
  | { kind: 'choosing'; problem: Problem | null }
  | { kind: 'reading' }
  | { kind: 'cropping'; file: File; src: string; image: ImageSize; crop: CropBox };

export interface AvatarEditorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Whose avatar: its photo follows the profile photo rule (`profilePhotoUrl`). */
  person: AvatarPerson;
  /**
   * Called with the file and the crop box `{x, y, width, height}` in source pixels. Return a
   * promise to keep the crop open until the upload settles: it closes when the promise resolves
   * and stays (so the user can try again) when it rejects.
   */
  onSave: (upload: AvatarUpload) => unknown;
  /** Called once the user confirms deleting the avatar. */
  onDelete: () => void;
  /** An upload is in flight: Save shows it is pending. @default false */
  isSaving?: boolean;
  /** A delete is in flight: Delete shows it is pending. @default false */
  isDeleting?: boolean;
  /**
   * How the last update or delete ended, shown with the spec's words (part 1 §8). `updated`
   * also closes the crop.
   */
  outcome?: AvatarEditorOutcome | null;
  /** The server's reason for refusing an upload (too large, not an image…), shown under the crop. */
  errorMessage?: string;
  /** Files larger than this many bytes are refused before upload, with a message. */
  maxFileBytes?: number;
  /** Reads an image's size in pixels; rejects when the file is not an image. @default decodes it with an `<img>` */
  readImageSize?: (file: File) => Promise<ImageSize>;
}

/**
 * The avatar editor (part 1 §2 "an avatar modal", §5): choose a photo or drop one, refuse it
 * under 200 × 200 pixels, crop it square (forced), save; replace or delete (with confirmation)
 * the current one. It uploads nothing itself.
 */
export function AvatarEditor({
  person,
  onSave,
  onDelete,
  isSaving = false,
  isDeleting = false,
  outcome = null,
  errorMessage,
  maxFileBytes,
  readImageSize: readSize = readImageSize,
  className,
  ...props
}: AvatarEditorProps) {
  const t = useUIMessages();
  const problemId = useId();
  const [stage, setStage] = useState<Stage>({ kind: 'choosing', problem: null });
  const [uploading, setUploading] = useState(false);
  const cropAreaRef = useRef<HTMLDivElement>(null);
  const hasPhoto = Boolean(profilePhotoUrl(person));
  const reading = useRef(0);

  const src = stage.kind === 'cropping' ? stage.src : null;
  // The object URL lives as long as the crop shows it.
  useEffect(() => () => void (src && URL.revokeObjectURL(src)), [src]);

  // Keyboard users land on the crop box as soon as the image is ready.
  const isCropping = stage.kind === 'cropping';
  useEffect(() => {
    if (isCropping) cropAreaRef.current?.focus();
  }, [isCropping]);

  // A successful update closes the crop.
  const lastOutcome = useRef(outcome);
  useEffect(() => {
    if (outcome === 'updated' && lastOutcome.current !== 'updated') {
      setStage({ kind: 'choosing', problem: null });
    }
    lastOutcome.current = outcome;
  }, [outcome]);

  const choose = async (file: File | null | undefined) => {
    if (!file) return;
    const attempt = ++reading.current;
    if (!(avatarFileTypes as readonly string[]).includes(file.type)) {
      setStage({ kind: 'choosing', problem: 'notAnImage' });
      return;
    }
    if (maxFileBytes !== undefined && file.size > maxFileBytes) {
      setStage({ kind: 'choosing', problem: 'tooLarge' });
      return;
    }
    setStage({ kind: 'reading' });
    let image: ImageSize;
    try {
      image = await readSize(file);
    } catch {
      if (attempt === reading.current) setStage({ kind: 'choosing', problem: 'notAnImage' });
      return;
    }
    if (attempt !== reading.current) return;
    if (avatarUploadProblem(image)) {
      setStage({ kind: 'choosing', problem: 'avatarTooSmall' });
      return;
    }
    setStage({
      kind: 'cropping',
      file,
      src: URL.createObjectURL(file),
      image,
      crop: initialCropBox(image),
    });
  };

  const save = async () => {
    if (stage.kind !== 'cropping' || isSaving || uploading) return;
    const result = onSave({ file: stage.file, crop: stage.crop });
    if (!(result instanceof Promise)) return;
    setUploading(true);
    try {
      await result;
      setStage({ kind: 'choosing', problem: null });
    } catch {
      // The caller shows why (outcome, errorMessage); the crop stays for another try.
    } finally {
      setUploading(false);
    }
  };

  const problemText = (problem: Problem) => {
    switch (problem) {
      case 'avatarTooSmall':
        return t('ui.profile.avatarTooSmall');
      case 'tooLarge':
        return t('ui.avatarEditor.tooLarge', {
          megabytes: Math.floor(((maxFileBytes ?? 0) / 1024 / 1024) * 10) / 10,
        });
      case 'notAnImage':
        return t('ui.avatarEditor.notAnImage');
    }
  };

  const chooseButtonLabel = t(hasPhoto ? 'ui.avatarEditor.replace' : 'ui.avatarEditor.choose');
  const fileTrigger = (label: string, variant: 'primary' | 'secondary') => (
    <FileTrigger acceptedFileTypes={avatarFileTypes} onSelect={(files) => void choose(files?.[0])}>
      <Button variant={variant}>{label}</Button>
    </FileTrigger>
  );

  return (
    <div {...props} className={cx(styles.avatarEditor, className)}>
      {outcome && (
        <Alert tone={outcome === 'updated' || outcome === 'deleted' ? 'success' : 'error'}>
          {t(outcomeMessages[outcome])}
        </Alert>
      )}
      {stage.kind === 'cropping' ? (
        <div className={styles.cropping}>
          <AvatarCropper
            src={stage.src}
            image={stage.image}
            crop={stage.crop}
            cropAreaRef={cropAreaRef}
            onCropChange={(crop) => setStage({ ...stage, crop })}
          />
          {errorMessage && <InlineError>{errorMessage}</InlineError>}
          <div className={styles.actions}>
            <Button isPending={isSaving || uploading} onPress={() => void save()}>
              {t('ui.avatarEditor.save')}
            </Button>
            {fileTrigger(t('ui.avatarEditor.chooseAnother'), 'secondary')}
            <Button
              variant="quiet"
              isDisabled={isSaving || uploading}
              onPress={() => setStage({ kind: 'choosing', problem: null })}
            >
              {t('ui.dialog.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.choosing}>
          <Avatar person={person} size="xlarge" />
          <LazyDropZone
            label={t('ui.avatarEditor.dropZone')}
            className={styles.dropZone}
            onFile={(file) => void choose(file)}
          >
            <p className={styles.dropText}>{t('ui.avatarEditor.dropHint')}</p>
            <p className={styles.hint}>
              {t('ui.avatarEditor.requirements', { min: AVATAR_MIN_SIZE_PX })}
            </p>
            <div className={styles.actions}>
              {stage.kind === 'reading' ? (
                <Spinner label={t('ui.avatarEditor.reading')} />
              ) : (
                fileTrigger(chooseButtonLabel, 'primary')
              )}
              {hasPhoto && (
                <DialogTrigger>
                  <Button variant="secondary" isPending={isDeleting}>
                    {t('ui.avatarEditor.delete')}
                  </Button>
                  <AlertDialog
                    tone="destructive"
                    title={t('ui.avatarEditor.deleteTitle')}
                    confirmLabel={t('ui.avatarEditor.deleteConfirm')}
                    onConfirm={onDelete}
                  >
                    {t('ui.avatarEditor.deleteBody')}
                  </AlertDialog>
                </DialogTrigger>
              )}
            </div>
            {stage.kind === 'choosing' && stage.problem && (
              <InlineError id={problemId}>{problemText(stage.problem)}</InlineError>
            )}
          </LazyDropZone>
        </div>
      )}
    </div>
  );
}

type DropZoneComponent = ComponentType<AvatarDropZoneProps>;

let loadingDropZone: Promise<DropZoneComponent> | null = null;
function loadDropZone(): Promise<DropZoneComponent> {
  loadingDropZone ??= import('./AvatarDropZone').then((module) => module.AvatarDropZone);
  return loadingDropZone;
}

const acceptedFile = (files: FileList | null | undefined) =>
  [...(files ?? [])].find((file) => (avatarFileTypes as readonly string[]).includes(file.type));

/**
 * The drop zone, its React Aria code (drag and drop, clipboard) fetched when first needed: a
 * drag entering the window, focus on its hidden drop button, a press inside it. Until then a
 * stand-in renders the same zone — its text, buttons and a hidden button of the same name — so
 * the server's HTML and the first paint are whole, and takes a file dropped or pasted onto it
 * before the code has come.
 */
function LazyDropZone({
  label,
  className,
  onFile,
  children,
}: Omit<AvatarDropZoneProps, 'focusOnMount'>) {
  const [Loaded, setLoaded] = useState<DropZoneComponent | null>(null);
  const hadFocus = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const load = () => {
    if (Loaded) return;
    void loadDropZone().then((component) => setLoaded(() => component));
  };
  useEffect(() => {
    if (Loaded) return;
    const onDragEnter = () => void loadDropZone().then((component) => setLoaded(() => component));
    window.addEventListener('dragenter', onDragEnter, { once: true });
    return () => window.removeEventListener('dragenter', onDragEnter);
  }, [Loaded]);
  if (Loaded) {
    return (
      <Loaded label={label} className={className} onFile={onFile} focusOnMount={hadFocus.current}>
        {children}
      </Loaded>
    );
  }
  return (
    // A drop target, as React Aria's DropZone is; the keyboard's way in is the hidden button.
    // biome-ignore lint/a11y/noStaticElementInteractions: the drop and the press are the zone's
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard reaches the hidden drop button
    <div
      className={className}
      onPointerDown={load}
      onClick={(event) => {
        // As React Aria's zone does: a press on the zone itself (not one of its buttons) focuses
        // the drop button, where a paste lands.
        if (!(event.target instanceof Element) || event.target.closest('button, a, input')) return;
        buttonRef.current?.focus();
      }}
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes('Files')) event.preventDefault();
      }}
      onDrop={(event) => {
        event.preventDefault();
        const file = acceptedFile(event.dataTransfer.files);
        if (file) onFile(file);
      }}
    >
      <div className={visuallyHidden}>
        <button
          ref={buttonRef}
          type="button"
          aria-label={label}
          onFocus={() => {
            hadFocus.current = true;
            load();
          }}
          onBlur={() => {
            hadFocus.current = false;
          }}
          onPaste={(event) => {
            const file = acceptedFile(event.clipboardData.files);
            if (file) onFile(file);
          }}
        />
      </div>
      {children}
    </div>
  );
}
