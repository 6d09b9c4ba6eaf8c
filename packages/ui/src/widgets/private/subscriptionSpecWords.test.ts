import { SUBSCRIPTION_EXPLANATION_TEXTS } from '@backline/domain';
import { describe, expect, it } from 'vitest';
import { uiMessages } from '../../messages';

// ui's English with the domain catalogue's (the texts the API answers are the domain's).
const messages: Record<string, string> = uiMessages.en;

// The subscription widgets' English is the domain's (the spec's words where it gives them).
describe("the subscription widgets speak the domain's words", () => {
  it('explanations of every state (part 2 §2 Subscription)', () => {
    const { playTimeLeft, playTimeUnlimited, ...explanations } = SUBSCRIPTION_EXPLANATION_TEXTS;
    for (const [key, text] of Object.entries(explanations)) {
      expect(messages[`ui.subscriptionExplanation.${key}`]).toBe(text);
    }
    expect(messages['ui.playTime.left']).toBe(playTimeLeft);
    expect(messages['ui.playTime.unlimited']).toBe(playTimeUnlimited);
  });

  it('plan change confirmations and failures (part 2 §2, §8 Subscription)', () => {
    // §2 gives the confirmations' meaning and §8 the failure's, not their words: these are ours.
    expect(messages['ui.planPicker.confirmFree']).toBe(
      'Switch to the Free plan? You will not be charged.',
    );
    expect(messages['ui.planPicker.confirmCharge']).toBe(
      'You will be charged {price} per {cycle} for the {plan} plan. Continue?',
    );
    expect(messages['ui.planPicker.changeFailed']).toBe('Failed to change plan. {error}');
    // §8's exact words, the API's answer: the domain catalogue's.
    expect(messages['subscription.updateFailed']).toBe(
      'Failed to update subscription plan. Please try again later, contact support if it continues.',
    );
  });

  it('payment method messages (part 2 §8 Payment method)', () => {
    // §8's exact words, the API's answers: the domain catalogue's. The success and wallet
    // try-again toasts (§8 gives their meaning) are the app's, in web's account messages.
    expect(messages['paymentMethod.cardError']).toBe(
      'There was an error processing your card. Please check your details and try again.',
    );
    expect(messages['paymentMethod.billingInfoError']).toBe(
      'There was an error processing your billing information.',
    );
    expect(messages['paymentMethod.updateFailed']).toBe('Failed to update payment method.');
  });
});
