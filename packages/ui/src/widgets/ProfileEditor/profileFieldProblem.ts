import {
  PROFILE_MESSAGES,
  type ProfileField,
  type ProfileMessageKey,
  type ProfileUpdate,
  profileUpdateSchema,
} from '@backline/domain';

const keyOfMessage = new Map(
  (Object.entries(PROFILE_MESSAGES) as [ProfileMessageKey, string][]).map(([key, text]) => [
    text,
    key,
  ]),
);

/**
 * What the domain's profile schema (the one the API validates with) says about a change, as
 * message keys by field. An editor reports only changes that have no problem, so autosave never
 * sends what the API would refuse.
 */
export function profileChangeProblems(
  change: ProfileUpdate,
): Partial<Record<ProfileField, ProfileMessageKey>> {
  const result = profileUpdateSchema.safeParse(change);
  if (result.success) return {};
  const problems: Partial<Record<ProfileField, ProfileMessageKey>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ProfileField | undefined;
    const key = keyOfMessage.get(issue.message);
    if (field && key && !problems[field]) problems[field] = key;
  }
  return problems;
}
