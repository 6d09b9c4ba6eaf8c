import {
  canSubmitPlanChange,
  formatUsd,
  initialPlanChoice,
  type Plan,
  planChangeConfirmation,
  planChoiceReducer,
} from '@backline/domain';
import { type FormEvent, useId, useReducer, useState } from 'react';
import { AlertDialog } from '../../components/AlertDialog/AlertDialog';
import { Button } from '../../components/Button/Button';
import { Dialog } from '../../components/Dialog/Dialog';
import { DialogFooter } from '../../components/Dialog/DialogFooter';
import { Modal } from '../../components/Modal/Modal';
import { cx } from '../../components/private/cx';
import { Radio } from '../../components/RadioGroup/Radio';
import { RadioGroup } from '../../components/RadioGroup/RadioGroup';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './PlanPicker.css';

export interface PlanPickerProps {
  /** The plan list (part 2 §3 plan list entry: id, name, cycle, price in cents). */
  plans: readonly Plan[];
  /** The plan the person has now (`desired_plan_code` of the subscription); null for none. */
  currentPlanCode: string | null;
  /**
   * OK was pressed in the confirmation: change the plan (POST change_subscription) and reload
   * the subscription. Resolve on success; reject with an Error whose message is the server's
   * text, and the choice reverts and a modal shows the failure (part 2 §4, §8).
   */
  onChangePlan: (planCode: string) => Promise<unknown>;
  /** Every choice is disabled (e.g. while the subscription loads). @default false */
  isDisabled?: boolean;
  /** A class for the form. */
  className?: string;
}

/**
 * The subscription's plan choice (part 2 §2 Subscription, §4 plan change): each plan with its
 * name, cycle and price in dollars with 2 decimals. "Change Plan" stays disabled while the
 * choice is unchanged; it opens the confirmation — the free plan's message, or the charge with
 * the price — whose OK changes the plan and whose Cancel restores the previous one. The
 * confirmation opens from the button, not from the radio itself, so moving through the plans
 * with the arrow keys never opens a dialog per plan. The rules are the domain's
 * `planChoiceReducer`; a failure reverts the choice and shows the §8 message in a modal.
 */
export function PlanPicker({
  plans,
  currentPlanCode,
  onChangePlan,
  isDisabled = false,
  className,
}: PlanPickerProps) {
  const t = useUIMessages();
  const [state, dispatch] = useReducer(planChoiceReducer, currentPlanCode, initialPlanChoice);
  const [isAsking, setAsking] = useState(false);
  const [isFailureOpen, setFailureOpen] = useState(false);
  const descriptionId = useId();

  // A reloaded subscription (after a change, or another tab's) is the new starting point. Only a
  // change of it, seen while rendering: an effect on mount would also undo a plan picked before
  // hydration, which the radio group hands over in the hydration's commit.
  const [loadedPlanCode, setLoadedPlanCode] = useState(currentPlanCode);
  if (loadedPlanCode !== currentPlanCode) {
    setLoadedPlanCode(currentPlanCode);
    dispatch({ type: 'loaded', planCode: currentPlanCode });
  }

  const chosen = plans.find((plan) => plan.id === state.selected);
  const confirmation = chosen ? planChangeConfirmation(chosen) : null;
  const cycleText = (plan: Plan) =>
    plan.cycle === 'year' ? t('ui.planPicker.year') : t('ui.planPicker.month');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (canSubmitPlanChange(state)) setAsking(true);
  }

  function confirm() {
    const planCode = state.selected;
    setAsking(false);
    if (!planCode || !canSubmitPlanChange(state)) return;
    dispatch({ type: 'confirm' });
    onChangePlan(planCode).then(
      () => dispatch({ type: 'succeeded' }),
      (error: unknown) => {
        dispatch({
          type: 'failed',
          error: error instanceof Error && error.message ? error.message : '',
        });
        setFailureOpen(true);
      },
    );
  }

  function cancel() {
    setAsking(false);
    dispatch({ type: 'cancel' });
  }

  return (
    <form noValidate onSubmit={submit} className={cx(styles.planPicker, className)}>
      <RadioGroup
        label={t('ui.planPicker.label')}
        value={state.selected}
        onChange={(planCode) => dispatch({ type: 'choose', planCode })}
        isDisabled={isDisabled || state.submitting}
        isRequired
      >
        {plans.map((plan) => (
          <Radio key={plan.id} value={plan.id} className={styles.plan}>
            <span className={styles.planText}>
              <span className={styles.planName}>{plan.name}</span>{' '}
              <span className={styles.planTerms}>
                {t('ui.planPicker.terms', { price: formatUsd(plan.price), cycle: cycleText(plan) })}
              </span>
              {plan.id === state.current && (
                <span className={styles.current}> {t('ui.planPicker.current')}</span>
              )}
            </span>
          </Radio>
        ))}
      </RadioGroup>
      <div className={styles.actions}>
        <Button
          type="submit"
          isDisabled={isDisabled || !canSubmitPlanChange(state)}
          isPending={state.submitting}
        >
          {t('ui.planPicker.submit')}
        </Button>
      </div>
      <AlertDialog
        isOpen={isAsking && state.confirming && confirmation !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) cancel();
        }}
        title={t('ui.planPicker.confirmTitle')}
        confirmLabel={t('ui.planPicker.ok')}
        onConfirm={confirm}
        closeOnConfirm={false}
      >
        {confirmation?.kind === 'free' && (
          <p className={styles.message}>{t('ui.planPicker.confirmFree')}</p>
        )}
        {confirmation?.kind === 'charge' && (
          <p className={styles.message}>
            {t('ui.planPicker.confirmCharge', {
              price: confirmation.price,
              cycle:
                confirmation.cycle === 'year' ? t('ui.planPicker.year') : t('ui.planPicker.month'),
              plan: confirmation.planName,
            })}
          </p>
        )}
      </AlertDialog>
      <Modal isOpen={isFailureOpen} onOpenChange={setFailureOpen} size="small">
        <Dialog
          role="alertdialog"
          title={t('ui.planPicker.failedTitle')}
          aria-describedby={descriptionId}
        >
          {({ close }) => (
            <>
              <p id={descriptionId} className={styles.message}>
                {state.error
                  ? t('ui.planPicker.changeFailed', { error: state.error })
                  : t('subscription.updateFailed')}
              </p>
              <DialogFooter>
                <Button autoFocus onPress={close}>
                  {t('ui.planPicker.ok')}
                </Button>
              </DialogFooter>
            </>
          )}
        </Dialog>
      </Modal>
    </form>
  );
}
