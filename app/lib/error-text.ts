// The error wording of SPEC.md §8, in one place (it stays in English, as the spec gives it).
export const NOT_FOUND_TEXT = 'This page could not be found';
export const ERROR_PAGE_FAILED_TEXT = 'An error occurred while showing the error page';

/** SPEC.md §8: a thrown error's own status, else the response's, else 500. */
export function errorStatus(error: unknown): number {
  if (error && typeof error === 'object') {
    const { status } = error as { status?: unknown };
    if (typeof status === 'number' && status >= 400 && status <= 599) return status;
  }
  return 500;
}
