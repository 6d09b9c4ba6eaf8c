import { domainText } from '@backline/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  fieldRefusal,
  parseInput,
  SERVICE_ERROR_CODES,
  ServiceError,
  type ServiceErrorCode,
  tooManyAttempts,
} from '../services/errors';
import { HttpError, refusalAnswer } from './errors';

const STATUS: Record<ServiceErrorCode, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  refused: 422,
  tooManyAttempts: 429,
};

describe('refusalAnswer', () => {
  it("answers each reason a service refuses for with the conventions' status and the body as is", () => {
    for (const code of SERVICE_ERROR_CODES) {
      const answer = refusalAnswer(new ServiceError(code, { error: 'No.' }));
      expect(answer?.status).toBe(STATUS[code]);
      expect(answer?.body).toEqual({ error: 'No.' });
      expect(answer?.headers).toEqual({});
    }
  });

  it('says when to try again after too many attempts, in the catalogue’s words', () => {
    expect(refusalAnswer(tooManyAttempts(90))).toEqual(
      new HttpError(429, { error: domainText('request.tooManyAttempts') }, { 'Retry-After': '90' }),
    );
    expect(refusalAnswer(tooManyAttempts(90))?.headers).toEqual({ 'Retry-After': '90' });
  });

  it('keys field refusals by the field, a bad input unless told otherwise', () => {
    expect(refusalAnswer(fieldRefusal('token', 'Bad link.'))).toMatchObject({
      status: 400,
      body: { errors: { token: ['Bad link.'] } },
    });
    expect(refusalAnswer(fieldRefusal('token', 'Taken.', 'conflict'))?.status).toBe(409);
  });

  it('answers a route refusal as it is and leaves any other error to the fault handler', () => {
    const routeRefusal = new HttpError(413, { error: 'Too large.' });
    expect(refusalAnswer(routeRefusal)).toBe(routeRefusal);
    expect(refusalAnswer(new Error('boom'))).toBeNull();
  });

  it("refuses a service's own parse with the zod messages keyed by field", () => {
    const schema = z.object({ days: z.number({ error: 'days must be a number' }) });
    const refusal = (() => {
      try {
        parseInput(schema, { days: 'x' });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ServiceError);
    expect(refusalAnswer(refusal)).toMatchObject({
      status: 400,
      body: { errors: { days: ['days must be a number'] } },
    });
  });
});
