import { describe, expect, it } from 'vitest';
import { isConnectionLoss, isPlainRead } from './retry-reads.ts';

describe('reads retried on a lost connection', () => {
  it('are plain SELECTs, not writes or row-locking reads', () => {
    expect(isPlainRead('select "id" from "users" where "id" = $1')).toBe(true);
    expect(isPlainRead('  SELECT 1')).toBe(true);
    expect(isPlainRead('select * from users where id = $1 for update')).toBe(false);
    expect(isPlainRead('select * from users for no key update')).toBe(false);
    expect(isPlainRead('insert into users (id) values ($1)')).toBe(false);
    expect(isPlainRead('with moved as (delete from t returning *) select * from moved')).toBe(
      false,
    );
  });

  it('only when the connection went away, not for an error of the query', () => {
    const fatal = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    expect(isConnectionLoss(fatal)).toBe(true);
    expect(isConnectionLoss(new Error('Connection terminated unexpectedly'))).toBe(true);
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(isConnectionLoss(unique)).toBe(false);
  });
});
