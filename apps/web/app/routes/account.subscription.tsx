import { findPlan, subscriptionExplanation } from '@backline/domain';
import {
  Alert,
  Card,
  Link,
  PlanPicker,
  PlayTime,
  SubscriptionExplanation,
  toastQueue,
} from '@backline/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import useSWR from 'swr';
import { apiFetcher } from '../api/fetcher';
import { callApi, readJson } from '../api/platform.server';
import {
  changePlan,
  SUBSCRIPTION_API,
  type SubscriptionResponse,
  type TestClockState,
} from '../api/subscription';
import { requireUser } from '../auth.server';
import { TestClockPanel } from '../components/subscription/TestClockPanel';
import { pageTitle } from '../i18n/meta';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const [response, clock] = await Promise.all([
    callApi(request, context, SUBSCRIPTION_API.subscription),
    callApi(request, context, SUBSCRIPTION_API.testClock),
  ]);
  return {
    subscription: response.ok ? await readJson<SubscriptionResponse>(response) : null,
    // Only the sandbox has a test clock (404 with a real provider): then no panel.
    testClock: clock.ok ? await readJson<TestClockState>(clock) : null,
  };
}

/**
 * /account/subscription (part 2 §2 Subscription, §4 plan change): the explanation of the
 * subscription's state, the remaining play time and the plan choice. OK changes the plan and
 * reloads the subscription; a failure reverts the choice (PlanPicker) and the §8 texts show.
 */
export default function AccountSubscriptionRoute() {
  const t = useT();
  const { subscription: loaded, testClock } = useLoaderData<typeof loader>();
  const subscription = useSWR<SubscriptionResponse>(SUBSCRIPTION_API.subscription, apiFetcher, {
    ...(loaded ? { fallbackData: loaded } : {}),
    revalidateOnMount: !loaded,
  });
  const data = subscription.data;
  const now = new Date();

  const onChangePlan = async (planCode: string) => {
    await changePlan(planCode);
    toastQueue.success(t('account.subscription.changed'));
    await subscription.mutate();
  };

  const needsPaymentMethod =
    data !== undefined &&
    ['trialWithoutPaymentInfo', 'upgradedWithoutPaymentInfo', 'renewalFailed'].includes(
      subscriptionExplanation(data, now).kind,
    );

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('account.subscription.title')}</h1>
      {!data && subscription.error ? (
        <Alert tone="error">{t('subscription.updateFailed')}</Alert>
      ) : null}
      {data && (
        <>
          <SubscriptionExplanation subscription={data} now={now} />
          {needsPaymentMethod && (
            <Link href="/account/payment-method" variant="standalone">
              {t('account.subscription.addPaymentMethod')}
            </Link>
          )}
          <Card padding="large">
            <PlayTime seconds={data.subscription_rules.remaining_month_play_time} />
          </Card>
          <Card padding="large" as="section" aria-labelledby="plan-title">
            <div className={styles.stack}>
              <h2 id="plan-title" className={styles.subheading}>
                {t('account.subscription.plan')}
              </h2>
              <p className={styles.muted}>
                {t('account.subscription.effectivePlan', {
                  plan: findPlan(data.effective_plan_code)?.name ?? data.effective_plan_code,
                })}
              </p>
              <PlanPicker
                plans={data.plans}
                currentPlanCode={data.desired_plan_code ?? data.plan_code}
                onChangePlan={onChangePlan}
              />
            </div>
          </Card>
          <Link href="/account/payments" variant="standalone">
            {t('account.subscription.paymentHistory')}
          </Link>
          {testClock && (
            <TestClockPanel clock={testClock} onAdvanced={() => subscription.mutate()} />
          )}
        </>
      )}
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'account.subscription.title');
