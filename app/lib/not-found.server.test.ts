import { describe, expect, it } from 'vitest';
import { idParam } from './not-found.server.ts';

describe('idParam', () => {
  it('takes every id the database can hold, written as plain digits', () => {
    expect(idParam('1')).toBe(1);
    expect(idParam('1500000000')).toBe(1_500_000_000);
    expect(idParam('2147483647')).toBe(2_147_483_647);
  });

  it.each([undefined, '', '0', '2147483648', '99999999999', '1e3', '0x10', ' 7', '-1', '1.5'])(
    'answers %j with a 404',
    (value) => {
      const thrown = (() => {
        try {
          idParam(value);
        } catch (error) {
          return error;
        }
      })();
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(404);
    },
  );
});
