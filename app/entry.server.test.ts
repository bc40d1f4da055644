import type { EntryContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { errorPageFailure } from './entry.server.tsx';

const rendering = (errors: Record<string, unknown> | null) =>
  ({ staticHandlerContext: { errors } }) as unknown as Pick<EntryContext, 'staticHandlerContext'>;

describe('a page that fails to render', () => {
  it('is left to the router, which retries it as the error page', () => {
    expect(errorPageFailure(rendering(null))).toBeNull();
  });

  it('says the error page failed when the error page itself cannot be shown', async () => {
    const response = errorPageFailure(rendering({ root: new Error('boom') }));
    expect(response?.status).toBe(500);
    expect(response?.headers.get('content-type')).toContain('text/html');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<h1>An error occurred while showing the error page</h1>');
    expect(html).toContain('<a href="/">');
  });
});
