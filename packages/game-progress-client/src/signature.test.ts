import { createHmac } from 'node:crypto';
import { expect, it } from 'vitest';
import { signBatch } from './signature.ts';

it('is the hex HMAC-SHA256 of `${timestamp}.${body}`, as openssl computes it', async () => {
  const body = '{"events":[{"id":"e1","player":{"email":"a@b.co"}}]}';
  const expected = createHmac('sha256', 's3cret').update(`1764000000.${body}`).digest('hex');
  expect(await signBatch('s3cret', '1764000000', body)).toBe(expected);
  // `printf '%s' '1764000000.{}' | openssl dgst -sha256 -hmac s3cret`
  expect(await signBatch('s3cret', '1764000000', '{}')).toBe(
    createHmac('sha256', 's3cret').update('1764000000.{}').digest('hex'),
  );
});
