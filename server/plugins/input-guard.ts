// Text PostgreSQL cannot store never gets in: a NUL character anywhere in a request is refused at
// the door, for every route at once (API and pages alike) — in the path with a 400, in a query or
// JSON body with a 422 naming the field.
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

const NUL_MESSAGE = '使用できない文字（NUL文字）が含まれています';

function holdsNul(value: unknown): boolean {
  // Iterative, so no depth of nesting can overflow the stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\0')) return true;
    } else if (Array.isArray(item)) {
      for (const child of item) pending.push(child);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\0')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/** The top-level field of `input` (a parsed query or body) that holds a NUL, 'base' for the whole, or null. */
function fieldWithNul(input: unknown): string | null {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return holdsNul(input) ? 'base' : null;
  for (const [key, value] of Object.entries(input))
    if (holdsNul(key) || holdsNul(value)) return key.replaceAll('\0', '');
  return null;
}

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const path = request.url.split('?', 1)[0] ?? '';
      if (/%00|\0/i.test(path)) throw new AppError('bad_request', NUL_MESSAGE);
    });
    app.addHook('preValidation', async (request) => {
      const field = fieldWithNul(request.query) ?? fieldWithNul(request.body);
      if (field !== null) throw AppError.validation({ [field]: [NUL_MESSAGE] });
    });
  },
  { name: 'input-guard', dependencies: ['errors'] },
);
