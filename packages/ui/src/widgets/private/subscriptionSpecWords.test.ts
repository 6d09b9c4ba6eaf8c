import {
  PAYMENT_METHOD_MESSAGES,
  SUBSCRIPTION_EXPLANATION_TEXTS,
  SUBSCRIPTION_MESSAGES,
} from '@backline/domain';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';

const messages: Record<string, string> = en;

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
    expect(messages['ui.planPicker.confirmFree']).toBe(SUBSCRIPTION_MESSAGES.confirmFree);
    expect(messages['ui.planPicker.confirmCharge']).toBe(SUBSCRIPTION_MESSAGES.confirmCharge);
    expect(messages['ui.planPicker.changeFailed']).toBe(SUBSCRIPTION_MESSAGES.changeFailed);
    expect(messages['ui.planPicker.updateFailed']).toBe(SUBSCRIPTION_MESSAGES.updateFailed);
  });

  it('payment method messages (part 2 §8 Payment method)', () => {
    for (const [key, text] of Object.entries(PAYMENT_METHOD_MESSAGES)) {
      expect(messages[`ui.paymentMethodForm.${key}`]).toBe(text);
    }
  });
});
