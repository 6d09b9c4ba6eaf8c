import { Alert, Button, Card, TextField, toastQueue } from '@backline/ui';
import { type FormEvent, useState } from 'react';
import { advanceTestClock, type TestClockState } from '../../api/subscription';
import { useT } from '../../i18n/useT';
import * as styles from '../../styles/page.css';

const MAX_DAYS = 731;

export interface TestClockPanelProps {
  /** The person's test clock (GET /api/billing/sandbox/test_clock). */
  clock: TestClockState;
  /** The clock moved: the subscription, history and notifications are worth reloading. */
  onAdvanced: () => Promise<unknown> | undefined;
}

/**
 * The sandbox's test clock (decision 020), shown only while payments go to the sandbox: the
 * person moves their own billing time forward and the renewal logic runs for them up to there,
 * so a renewal (and a declined one) can be seen without waiting a month.
 */
export function TestClockPanel({ clock, onAdvanced }: TestClockPanelProps) {
  const t = useT();
  const [time, setTime] = useState(clock.frozen_time);
  const [days, setDays] = useState('30');
  const [showInvalid, setShowInvalid] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const parsed = Number(days);
  const valid = /^\d+$/.test(days.trim()) && parsed >= 1 && parsed <= MAX_DAYS;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShowInvalid(true);
    if (!valid || pending) return;
    setPending(true);
    setFailed(false);
    try {
      const moved = await advanceTestClock(parsed);
      setTime(moved.frozen_time);
      toastQueue.success(
        t('account.subscription.testClock.advanced', { time: new Date(moved.frozen_time) }),
      );
      await onAdvanced();
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <Card padding="large" as="section" aria-labelledby="test-clock-title">
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <h2 id="test-clock-title" className={styles.subheading}>
          {t('account.subscription.testClock.title')}
        </h2>
        <p className={styles.muted}>{t('account.subscription.testClock.intro')}</p>
        <p>{t('account.subscription.testClock.time', { time: new Date(time) })}</p>
        {failed && <Alert tone="error">{t('account.subscription.testClock.failed')}</Alert>}
        <TextField
          label={t('account.subscription.testClock.days')}
          value={days}
          onChange={setDays}
          inputMode="numeric"
          isRequired
          isDisabled={pending}
          isInvalid={showInvalid && !valid}
          errorMessage={
            showInvalid && !valid ? t('account.subscription.testClock.daysInvalid') : ''
          }
        />
        <Button type="submit" variant="secondary" isPending={pending}>
          {t('account.subscription.testClock.advance')}
        </Button>
      </form>
    </Card>
  );
}
