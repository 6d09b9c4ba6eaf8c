import type { PaymentProvider } from '../index';
import { sandboxCards } from './cards';
import { sandboxChargeCalls } from './charges';
import { SANDBOX_PROVIDER, type SandboxOptions } from './context';
import { sandboxEventLog } from './events';
import { sandboxWallets } from './wallets';

export type SandboxProvider = PaymentProvider & {
  /** Hands every undelivered event to `deliver`, oldest first. */
  deliverEvents(): Promise<void>;
};

/**
 * The built-in payment provider (decision 013): a real provider's test mode, kept in the
 * platform's own database — saved cards, charges by idempotency key, a PayPal-like wallet, and
 * signed webhook events delivered to `options.deliver`.
 */
export function createSandboxProvider(options: SandboxOptions): SandboxProvider {
  const events = sandboxEventLog(options);
  return {
    name: SANDBOX_PROVIDER,
    ...sandboxCards(options),
    ...sandboxChargeCalls(options, events),
    ...sandboxWallets(options),
    verifyEvent: events.verifyEvent,
    deliverEvents: events.deliverEvents,
  };
}
