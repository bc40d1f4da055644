import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestIdOf } from './request-id.ts';

const withHeader = (value?: string) => ({ headers: { 'x-request-id': value } }) as unknown as IncomingMessage;

describe('request ids', () => {
  it('takes the proxy’s id, so one request is found in both logs', () => {
    expect(requestIdOf(withHeader('0ac4d548139a424a45a506dd2666eaa0'))).toBe('0ac4d548139a424a45a506dd2666eaa0');
  });

  it('makes its own when there is none or it could forge a log line', () => {
    for (const given of [undefined, '', 'a\nb', 'x'.repeat(129), '<script>']) {
      expect(requestIdOf(withHeader(given))).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
