import { describe, expect, it } from 'vitest';
import { checkNewSession, type NewSessionField, type NewSessionProblem } from './sessions';
import { newSessionSchema } from './sessionsSchemas';

const problemOfMessage = new Map<string, NewSessionProblem>([
  ['session.privacyInvalid', 'privacyInvalid'],
  ['session.descriptionRequired', 'descriptionRequired'],
  ['session.descriptionTooLong', 'descriptionTooLong'],
]);

/** The schema's answer in checkNewSession's words: any invitation issue is invitationInvalid. */
function schemaAnswer(input: Record<string, unknown>) {
  const parsed = newSessionSchema.safeParse(input);
  if (parsed.success) return { ok: true, session: parsed.data };
  const problems: Partial<Record<NewSessionField, NewSessionProblem>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as NewSessionField;
    problems[field] ??=
      field === 'invitations' ? 'invitationInvalid' : problemOfMessage.get(issue.message);
  }
  return { ok: false, problems };
}

const inputs: Record<string, unknown>[] = [
  {},
  { description: 'Blues' },
  { description: '  Blues jam  ', privacy: 2, invitations: [' a ', 'b', 'a'] },
  { description: '' },
  { description: '   ' },
  { description: null },
  { description: 7 },
  { description: 'x'.repeat(1000) },
  { description: ` ${'x'.repeat(1000)} ` },
  { description: 'x'.repeat(1001) },
  { description: 'ok', privacy: 3 },
  { description: 'ok', privacy: 4 },
  { description: 'ok', privacy: '1' },
  { description: 'ok', privacy: null },
  { description: 'ok', invitations: [] },
  { description: 'ok', invitations: [''] },
  { description: 'ok', invitations: ['a', '  '] },
  { description: 'ok', invitations: [1] },
  { description: 'ok', invitations: 'a' },
  { description: 'ok', invitations: null },
  { privacy: 9, invitations: [''], description: 'x'.repeat(2000) },
];

describe('checkNewSession: newSessionSchema’s answers without zod', () => {
  it.each(inputs.map((input) => [JSON.stringify(input), input]))('answers %s alike', (_, input) => {
    expect(checkNewSession(input)).toEqual(schemaAnswer(input));
  });
});
