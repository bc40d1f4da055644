// Fetches a picture from another site for the media library, without letting a URL reach inside
// our network: every connection, redirects included, is refused when its address is private,
// loopback, link-local or otherwise not public (request-filtering-agent checks the resolved address
// itself, so a DNS name pointing inside is refused too).
import http from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { MAX_UPLOAD_BYTES } from '../../../contract/media.ts';
import { AppError } from '../../errors.ts';

const MAX_REDIRECTS = 3;
const TIMEOUT_MS = 10_000;

const FORBIDDEN = 'このアドレスの画像は取り込めません（社内ネットワークなど公開されていない宛先です）';
const TOO_LARGE = '画像が大きすぎます（10MBまで）';
const failed = (why: string) => AppError.validation({ url: [`画像を取得できませんでした（${why}）`] });

type Options = { allowedAddresses: string[] };

export async function fetchRemoteImage(address: string, options: Options): Promise<{ data: Buffer; filename: string }> {
  const deadline = AbortSignal.timeout(TIMEOUT_MS);
  let url = new URL(address);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw failed('http または https のURLのみ');
    if (url.username || url.password) throw failed('ユーザー名入りのURLは使えません');
    const response = await get(url, options, deadline);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      url = new URL(response.headers.location, url);
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw failed(`相手のサーバーが ${status} を返しました`);
    }
    return { data: await readCapped(response, deadline), filename: filenameOf(url) };
  }
  throw failed('転送が多すぎます');
}

function get(url: URL, options: Options, signal: AbortSignal): Promise<http.IncomingMessage> {
  const secure = url.protocol === 'https:';
  const filter = { allowIPAddressList: options.allowedAddresses };
  const client = secure ? https : http;
  const agent = secure ? new RequestFilteringHttpsAgent(filter) : new RequestFilteringHttpAgent(filter);
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      { agent, signal, headers: { accept: 'image/*', 'user-agent': 'Salvia media import' } },
      resolve,
    );
    request.on('error', (error) => {
      if (signal.aborted) reject(failed('時間がかかりすぎました'));
      else if (/is not allowed/.test(error.message)) reject(AppError.validation({ url: [FORBIDDEN] }));
      else reject(failed('接続できませんでした'));
    });
  });
}

async function readCapped(response: http.IncomingMessage, signal: AbortSignal): Promise<Buffer> {
  if (Number(response.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES) {
    response.destroy();
    throw new AppError('payload_too_large', TOO_LARGE);
  }
  const chunks: Buffer[] = [];
  let bytes = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > MAX_UPLOAD_BYTES) {
        response.destroy();
        throw new AppError('payload_too_large', TOO_LARGE);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw failed(signal.aborted ? '時間がかかりすぎました' : '途中で切れました');
  }
  return Buffer.concat(chunks);
}

function filenameOf(url: URL): string {
  const last = url.pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last) || 'image';
  } catch {
    return last || 'image';
  }
}
