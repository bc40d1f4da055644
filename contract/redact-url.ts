// Query values that are secrets (a reset link's token and address, a code) blanked out of a URL, for
// everything that records addresses: the access log and the analytics page location.
const SECRET_PARAM = /token|code|password|secret|email|signature/i;

/** The URL as it may be logged: every secret-looking query value replaced. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const params = new URLSearchParams(url.slice(start + 1));
  let redacted = false;
  for (const key of new Set(params.keys())) {
    if (!SECRET_PARAM.test(key)) continue;
    params.set(key, 'REDACTED');
    redacted = true;
  }
  return redacted ? `${url.slice(0, start)}?${params}` : url;
}
