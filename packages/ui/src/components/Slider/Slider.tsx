import { useId } from 'react';
import {
  composeRenderProps,
  Label,
  Slider as RACSlider,
  type SliderProps as RACSliderProps,
  SliderFill,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import { useUIMessages } from '../../i18n/useUIMessages';
import { cx } from '../private/cx';
import * as fieldStyles from '../private/Field/Field.css';
import * as styles from './Slider.css';

export interface SliderProps<T extends number | number[] = number>
  extends Omit<RACSliderProps<T>, 'children' | 'orientation'> {
  /** The visible label. Without one, pass `aria-label`. */
  label?: string;
  /** Help text under the slider, read with each thumb by screen readers. */
  description?: string;
  /**
   * Shows the value beside the label, formatted for the locale with `formatOptions` ("20 – 80"
   * for a range).
   * @default true
   */
  showValueLabel?: boolean;
  /**
   * The names of a range's thumbs, in order; each is announced with the label ("Minimum Price").
   * @default ["Minimum", "Maximum"] (ui.slider.minimum, ui.slider.maximum)
   */
  thumbLabels?: readonly string[];
}

/**
 * Picks a number, or a range when `value`/`defaultValue` is an array of two, on React Aria's
 * Slider: arrow keys step, Page Up/Down jump, Home/End go to the ends. Horizontal only.
 */
export function Slider<T extends number | number[] = number>({
  label,
  description,
  showValueLabel = true,
  thumbLabels,
  className,
  'aria-describedby': ariaDescribedBy,
  ...props
}: SliderProps<T>) {
  const t = useUIMessages();
  const descriptionId = useId();
  const names = thumbLabels ?? [t('ui.slider.minimum'), t('ui.slider.maximum')];
  const describedBy =
    [ariaDescribedBy, description ? descriptionId : undefined].filter(Boolean).join(' ') ||
    undefined;
  return (
    <RACSlider
      {...props}
      aria-describedby={describedBy}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(styles.slider, consumerClassName),
      )}
    >
      {({ state }) => (
        <>
          {label && <Label className={cx(fieldStyles.label, styles.label)}>{label}</Label>}
          {showValueLabel && <SliderOutput className={styles.output} />}
          <SliderTrack className={styles.track}>
            <div className={styles.rail}>
              <SliderFill className={styles.fill} />
            </div>
            {state.values.map((_, index) => (
              <SliderThumb
                // Thumbs are positional: the index is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                index={index}
                aria-label={state.values.length > 1 ? names[index] : undefined}
                className={styles.thumb}
                // React Aria places a thumb with `left`; the inline start follows `dir` instead,
                // as the fill does, so right-to-left needs no second layout.
                style={({ defaultStyle }) => ({
                  ...defaultStyle,
                  left: undefined,
                  transform: undefined,
                  insetInlineStart: `${state.getThumbPercent(index) * 100}%`,
                })}
              />
            ))}
          </SliderTrack>
          {description && (
            <div id={descriptionId} className={cx(fieldStyles.description, styles.description)}>
              {description}
            </div>
          )}
        </>
      )}
    </RACSlider>
  );
}
