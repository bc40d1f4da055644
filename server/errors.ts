// AppError: every expected failure, with its code mapped to an HTTP status and wire shape in one place.

export type FieldErrors = Record<string, string[]>;

const statusOf = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation: 422,
  locked: 423,
  rate_limited: 429,
  unavailable: 503,
} as const;

export type AppErrorCode = keyof typeof statusOf;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fields: FieldErrors | undefined;
  readonly extra: Record<string, unknown> | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { fields?: FieldErrors; extra?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.code = code;
    this.fields = options.fields;
    this.extra = options.extra;
  }

  get status(): number {
    return statusOf[this.code];
  }

  /** The body sent on the wire: 422 carries `errors`, every other code a `message`. */
  toBody(): Record<string, unknown> {
    if (this.code === 'validation') return { errors: this.fields ?? { base: [this.message] } };
    return { message: this.message, ...this.extra };
  }

  static unauthorized(message = 'ログインしてください') {
    return new AppError('unauthorized', message);
  }
  static forbidden(message = 'この操作を行う権限がありません') {
    return new AppError('forbidden', message);
  }
  static notFound(message = '見つかりませんでした') {
    return new AppError('not_found', message);
  }
  static validation(fields: FieldErrors) {
    return new AppError('validation', '入力内容に誤りがあります', { fields });
  }
}

// Unique keys are guarded by the database itself, so two parallel saves cannot both pass a check;
// the losing one answers 422 with the field it collided on.
const UNIQUE_KEY_FIELDS: Record<string, FieldErrors> = {
  writers_email_key: { email: ['このメールアドレスは既に登録されています'] },
  tags_slug_key: { slug: ['このスラッグは既に使われています'] },
  categories_slug_key: { slug: ['このスラッグは既に使われています'] },
  redirects_from_path_key: { from_path: ['この転送元はすでに登録されています'] },
  style_rules_find_key: { find: ['この表記はすでに登録されています'] },
  series_episodes_number_key: { episode_number: ['この連載にはその話数の記事がすでにあります'] },
};

/** The AppError a database error stands for (a unique key already taken), if any. */
export function appErrorFromDatabase(error: unknown): AppError | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint } = cause as { code?: string; constraint?: string };
    if (code === '23505' && constraint && UNIQUE_KEY_FIELDS[constraint]) {
      return AppError.validation(UNIQUE_KEY_FIELDS[constraint]);
    }
  }
  return undefined;
}

/** Seconds a client is asked to wait when the database cannot be reached (a restart takes a few). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE = 'ただいまデータベースに接続できません。しばらくしてからもう一度お試しください';

// The database going away or coming back, as the pg driver and PostgreSQL say it: a refused or cut
// connection, a server shutting down or starting (SQLSTATE 57P01–57P03), connection exceptions
// (class 08) and a full server (53300). Nothing the request did wrong: worth trying again soon.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|Connection ended unexpectedly|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable)/;

/** True when an error only says the database cannot be reached right now (answered 503, not 500). */
export function databaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending = [error];
  while (pending.length > 0) {
    const e = pending.pop();
    if (!(e instanceof Error) || seen.has(e)) continue;
    seen.add(e);
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (UNAVAILABLE_MESSAGES.test(e.message)) return true;
    pending.push(e.cause);
    if (e instanceof AggregateError) pending.push(...e.errors);
  }
  return false;
}
