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
