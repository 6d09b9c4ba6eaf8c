import { SESSION_PRIVACY_LABELS, type SessionPrivacy } from '@backline/domain';
import type { UIMessageId } from '../../messages';

type SessionsMessageId = Extract<UIMessageId, `ui.sessions.${string}`>;

/**
 * The ui message naming a privacy option. The domain's SESSION_PRIVACY_LABELS says which of its
 * SESSION_MESSAGES names each option; the catalogue holds that message under `ui.sessions.`.
 */
export function privacyMessageId(privacy: SessionPrivacy): SessionsMessageId {
  return `ui.sessions.${SESSION_PRIVACY_LABELS[privacy]}` as SessionsMessageId;
}
