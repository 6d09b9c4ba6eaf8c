import { newSessionSchema, textMessageSchema, userText } from '@backline/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toFieldErrors } from './errors';

const refusal = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  return toFieldErrors(result.error);
};

describe('toFieldErrors', () => {
  it("answers a domain schema's message id in its English words", () => {
    expect(refusal(z.object({ name: userText() }), { name: 'A\u0000' })).toEqual({
      name: ['Contains characters that are not allowed'],
    });
  });

  it("fills a domain text's bound from the issue", () => {
    expect(refusal(newSessionSchema, { description: 'x'.repeat(1001) })).toEqual({
      description: ['Description must be at most 1000 characters long'],
    });
    expect(refusal(textMessageSchema, { message: 'x'.repeat(2001) })).toEqual({
      message: ['Message must be at most 2000 characters long'],
      target_user_id: ['Recipient is required'],
      source_user_id: ['Sender is required'],
    });
  });

  it('answers any other message as written, once per field', () => {
    const schema = z.object({ code: z.string().min(3, 'Too short').regex(/\d/, 'Too short') });
    expect(refusal(schema, { code: 'a' })).toEqual({ code: ['Too short'] });
    expect(refusal(z.string('Not a text'), 1)).toEqual({ base: ['Not a text'] });
  });
});
