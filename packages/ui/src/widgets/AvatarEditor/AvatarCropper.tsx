import { AVATAR_MIN_SIZE_PX } from '@backline/domain';
import {
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  useId,
  useRef,
  useState,
} from 'react';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './AvatarEditor.css';
import {
  type CropBox,
  type CropCorner,
  cropBoxForKey,
  cropBoxPercentages,
  cropCorners,
  cropPreviewBackground,
  type ImageSize,
  moveCropBox,
  resizeCropBoxFromCorner,
} from './cropBox';

interface Drag {
  pointerId: number;
  mode: 'move' | CropCorner;
  startX: number;
  startY: number;
  startBox: CropBox;
  /** Displayed pixels per source pixel when the drag started. */
  scale: number;
}

export interface AvatarCropperProps {
  /** The chosen image, as an object URL. */
  src: string;
  image: ImageSize;
  crop: CropBox;
  onCropChange: (crop: CropBox) => void;
  /** The crop area, so the editor can focus it when the image is ready. */
  cropAreaRef: RefObject<HTMLDivElement | null>;
}

/**
 * The image with its square crop box: drag the box to move it, a corner to resize it; or focus
 * it and use the arrow keys, + and −. Coordinates are the source image's pixels throughout.
 */
export function AvatarCropper({ src, image, crop, onCropChange, cropAreaRef }: AvatarCropperProps) {
  const t = useUIMessages();
  const instructionsId = useId();
  const stageRef = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  // What the live region says: only keyboard changes, so a pointer drag does not flood it.
  const [spoken, setSpoken] = useState('');
  const describe = (box: CropBox) =>
    t('ui.avatarEditor.cropPosition', { side: box.width, x: box.x, y: box.y });

  const startDrag = (mode: Drag['mode']) => (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || !stageRef.current) return;
    event.preventDefault();
    event.stopPropagation();
    cropAreaRef.current?.focus();
    try {
      // Moves keep coming to the box when the pointer leaves it (or the image).
      cropAreaRef.current?.setPointerCapture(event.pointerId);
    } catch {
      // A synthetic pointer (a test) has nothing to capture; the moves still reach the box.
    }
    const scale = stageRef.current.getBoundingClientRect().width / image.width;
    setDrag({
      pointerId: event.pointerId,
      mode,
      startX: event.clientX,
      startY: event.clientY,
      startBox: crop,
      scale: scale > 0 ? scale : 1,
    });
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    // Always from the box the drag started with: no rounding drift over many moves.
    const dx = (event.clientX - drag.startX) / drag.scale;
    const dy = (event.clientY - drag.startY) / drag.scale;
    onCropChange(
      drag.mode === 'move'
        ? moveCropBox(drag.startBox, dx, dy, image)
        : resizeCropBoxFromCorner(drag.startBox, drag.mode, dx, dy, image, AVATAR_MIN_SIZE_PX),
    );
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag && event.pointerId === drag.pointerId) setDrag(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = cropBoxForKey(event.key, event.shiftKey, crop, image, AVATAR_MIN_SIZE_PX);
    if (!next) return;
    event.preventDefault();
    onCropChange(next);
    setSpoken(describe(next));
  };

  return (
    <div className={styles.cropper}>
      {/* The image is a physical picture: it is never mirrored, so neither is its box. */}
      <div ref={stageRef} className={styles.stage} dir="ltr">
        <img src={src} alt="" className={styles.stageImage} draggable={false} />
        {/* A 2-D control has no native element nor ARIA role: a named, described group that
            takes focus and the arrow keys (the instructions say how). */}
        {/* biome-ignore lint/a11y/useSemanticElements: a fieldset cannot be one focusable box over the image. */}
        <div
          ref={cropAreaRef}
          role="group"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the crop area is moved with the keyboard, so it must take focus.
          tabIndex={0}
          aria-roledescription={t('ui.avatarEditor.cropAreaRole')}
          aria-label={t('ui.avatarEditor.cropArea')}
          aria-describedby={instructionsId}
          className={styles.cropArea}
          data-dragging={drag ? drag.mode : undefined}
          style={cropBoxPercentages(crop, image)}
          onKeyDown={onKeyDown}
          onPointerDown={startDrag('move')}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
        >
          {cropCorners.map((corner) => (
            <span
              key={corner}
              aria-hidden="true"
              data-corner={corner}
              className={styles.handle[corner]}
              onPointerDown={startDrag(corner)}
            />
          ))}
        </div>
      </div>
      <div className={styles.cropSide}>
        <span
          role="img"
          aria-label={t('ui.avatarEditor.preview')}
          className={styles.preview}
          style={{ backgroundImage: `url("${src}")`, ...cropPreviewBackground(crop, image) }}
        />
        <p className={styles.cropReadout}>{describe(crop)}</p>
      </div>
      <p id={instructionsId} className={styles.instructions}>
        {t('ui.avatarEditor.cropInstructions')}
      </p>
      <p aria-live="polite" className={styles.spoken}>
        {spoken}
      </p>
    </div>
  );
}
