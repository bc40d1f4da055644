// The short page readers get while the database cannot be reached (a PostgreSQL restart): no
// script, no data, nothing to keep; the browser is told to try again in a few seconds.
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from './errors.ts';

export const unavailablePage = `<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="${UNAVAILABLE_RETRY_AFTER_SECONDS * 2}"><title>しばらくお待ちください | Salvia</title></head><body><main style="padding:4rem 1rem;text-align:center"><h1>ただいまページを表示できません</h1><p>サーバーの準備中です。しばらくしてからもう一度お試しください。</p><p><a href="/">トップページへ戻る</a></p></main></body></html>`;
