import {
  PERSON_NAME_MESSAGE_IDS,
  type ProfileProblems,
  type ProfileUpdate,
  profileUpdateProblems,
} from '@backline/domain';
import type { UIMessageId } from '../../messages';

/**
 * What the domain's profile rule (the same answers as the schema the API validates with) says
 * about a change, as message keys by field. An editor reports only changes that have no problem,
 * so autosave never sends what the API would refuse. Zod-free: the editor is on first paint of
 * the home page and /profile (decision 039).
 */
export function profileChangeProblems(change: ProfileUpdate): ProfileProblems {
  return profileUpdateProblems(change);
}

type ProfileProblem = NonNullable<ProfileProblems[keyof ProfileProblems]>;

/**
 * The message a problem shows: a blank name is the domain catalogue's `person.*` text (sign-up
 * and the billing address say the same words), the rest are the profile's own `ui.profile.*`.
 */
export function profileProblemMessageId(problem: ProfileProblem): UIMessageId {
  return Object.hasOwn(PERSON_NAME_MESSAGE_IDS, problem)
    ? PERSON_NAME_MESSAGE_IDS[problem as keyof typeof PERSON_NAME_MESSAGE_IDS]
    : `ui.profile.${problem as Exclude<ProfileProblem, keyof typeof PERSON_NAME_MESSAGE_IDS>}`;
}
