// The one error a WordPress export file that cannot be read gives, worded for the person who uploaded it.

type WxrReadErrorCode = 'malformed' | 'truncated' | 'not-wxr' | 'not-utf8';

export class WxrReadError extends Error {
  readonly code: WxrReadErrorCode;
  /** The line of the file (1-based) where reading stopped. */
  readonly line: number;

  constructor(code: WxrReadErrorCode, line: number, detail?: string) {
    super(messageFor(code, line, detail));
    this.name = 'WxrReadError';
    this.code = code;
    this.line = line;
  }
}

function messageFor(code: WxrReadErrorCode, line: number, detail: string | undefined): string {
  const why = detail ? `（${detail}）` : '';
  switch (code) {
    case 'malformed':
      return `書き出しファイルの ${line} 行目が XML として正しくありません${why}`;
    case 'truncated':
      return `書き出しファイルが途中で終わっています（${line} 行目）`;
    case 'not-wxr':
      return `WordPress の書き出しファイルではありません（${line} 行目）${why}`;
    case 'not-utf8':
      return `書き出しファイルの ${line} 行目付近が UTF-8 として読めません`;
  }
}
