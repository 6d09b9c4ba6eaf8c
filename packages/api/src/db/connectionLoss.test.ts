import { describe, expect, it } from 'vitest';
import { isConnectionLost, isRetryableRead } from './connectionLoss';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isConnectionLost', () => {
  it('knows the ways a connection ends', () => {
    expect(
      isConnectionLost(withCode('terminating connection due to administrator command', '57P01')),
    ).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(withCode('read ECONNRESET', 'ECONNRESET'))).toBe(true);
  });

  it('leaves statement errors alone', () => {
    expect(
      isConnectionLost(withCode('duplicate key value violates unique constraint', '23505')),
    ).toBe(false);
    expect(isConnectionLost(withCode('syntax error at or near "selec"', '42601'))).toBe(false);
    expect(isConnectionLost('Connection terminated')).toBe(false);
  });
});

describe('isConnectionLost through wrappers', () => {
  it('finds the driver error Drizzle wraps as "Failed query"', () => {
    const driver = withCode('terminating connection due to administrator command', '57P01');
    const wrapped = Object.assign(new Error('Failed query: rollback\nparams: '), { cause: driver });
    expect(isConnectionLost(wrapped)).toBe(true);
    const statement = Object.assign(new Error('Failed query: insert …'), {
      cause: withCode('duplicate key value violates unique constraint', '23505'),
    });
    expect(isConnectionLost(statement)).toBe(false);
  });
});

describe('isRetryableRead', () => {
  it('sends again a select, and a with query that only reads', () => {
    expect(isRetryableRead('select "users"."id" from "users"')).toBe(true);
    expect(isRetryableRead(' with measured as (select 1) select * from measured')).toBe(true);
    expect(
      isRetryableRead('with x as (select updated_at, deleted_at from t) select * from x'),
    ).toBe(true);
  });

  it('never sends again anything that writes', () => {
    expect(isRetryableRead('insert into t values (1)')).toBe(false);
    expect(isRetryableRead('with gone as (delete from t returning id) select * from gone')).toBe(
      false,
    );
    expect(isRetryableRead('with x as (update t set a = 1 returning a) select a from x')).toBe(
      false,
    );
    expect(isRetryableRead(undefined)).toBe(false);
  });
});
