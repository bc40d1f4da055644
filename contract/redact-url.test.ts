import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.ts';

describe('redactUrl', () => {
  it('blanks the token and address of a reset link', () => {
    expect(redactUrl('https://example.com/reset_password/reset?token=abc123&email=a%40example.com')).toBe(
      'https://example.com/reset_password/reset?token=REDACTED&email=REDACTED',
    );
  });

  it('keeps addresses without secrets as they are', () => {
    expect(redactUrl('/search?keyword=%E3%81%82&page=2')).toBe('/search?keyword=%E3%81%82&page=2');
    expect(redactUrl('/articles/12')).toBe('/articles/12');
  });
});
