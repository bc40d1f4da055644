// AppError: every expected failure, with its code mapped to an HTTP status and wire shape in one place.

export type FieldErrors = Record<string, string[]>;

const statusOf = {
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
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
