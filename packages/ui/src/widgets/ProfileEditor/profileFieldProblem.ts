import { type ProfileProblems, type ProfileUpdate, profileUpdateProblems } from '@backline/domain';

/**
 * What the domain's profile rule (the same answers as the schema the API validates with) says
 * about a change, as problem keys by field (`PROFILE_MESSAGE_IDS[key]` is the text). An editor
 * reports only changes that have no problem, so autosave never sends what the API would refuse.
 * Zod-free: the editor is on first paint of the home page and /profile (decision 039).
 */
export function profileChangeProblems(change: ProfileUpdate): ProfileProblems {
  return profileUpdateProblems(change);
}
