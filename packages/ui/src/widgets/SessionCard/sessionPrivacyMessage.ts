import { SESSION_PRIVACY_LABELS, type SessionPrivacy } from '@backline/domain';
import type { UIMessageId } from '../../messages';

type SessionsMessageId = Extract<UIMessageId, `ui.sessions.${string}`>;

/**
 * The ui message naming a privacy option: the domain's SESSION_PRIVACY_LABELS says which key
 * names each option, and the catalogue holds its text under `ui.sessions.`.
 */
export function privacyMessageId(privacy: SessionPrivacy): SessionsMessageId {
  return `ui.sessions.${SESSION_PRIVACY_LABELS[privacy]}` as SessionsMessageId;
}
