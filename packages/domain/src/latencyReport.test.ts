import { describe, expect, it } from 'vitest';
import { LATENCY_REPORT_MAX_MS, LATENCY_USERS_MAX } from './constants';
import { latencyReportSchema } from './latencyReport';

const someone = '0b4c8f8e-5a9b-4c5e-9d43-1f2a3b4c5d6e';

describe('latencyReportSchema', () => {
  it('takes an audio latency alone, or internet latencies alone', () => {
    expect(latencyReportSchema.parse({ audio_latency: 7 })).toEqual({
      audio_latency: 7,
      users: [],
    });
    expect(
      latencyReportSchema.parse({ users: [{ user_id: someone, internet_latency: 31.5 }] }).users,
    ).toHaveLength(1);
  });

  it('refuses a report with nothing in it', () => {
    expect(latencyReportSchema.safeParse({}).error?.issues.map((issue) => issue.message)).toEqual([
      'latencyReport.nothingReported',
    ]);
  });

  it('refuses negative, too large and non-numeric latencies, and unknown ids', () => {
    for (const audio_latency of [-1, LATENCY_REPORT_MAX_MS + 1, '5']) {
      expect(latencyReportSchema.safeParse({ audio_latency }).success).toBe(false);
    }
    expect(
      latencyReportSchema.safeParse({ users: [{ user_id: 'me', internet_latency: 5 }] }).success,
    ).toBe(false);
  });

  it(`refuses more than ${LATENCY_USERS_MAX} people at a time`, () => {
    const users = Array.from({ length: LATENCY_USERS_MAX + 1 }, () => ({
      user_id: someone,
      internet_latency: 10,
    }));
    expect(
      latencyReportSchema.safeParse({ users }).error?.issues.map((issue) => issue.message),
    ).toEqual(['latencyReport.tooManyPeople']);
  });
});
