// The proof that a browser has signed in to an account before: an HttpOnly cookie set by a
// successful sign-in, a random device id signed together with the account's email. Sign-in limits
// count a proven device by itself (rate-limits.ts), so a stranger's wrong guesses at an account do
// not lock its owner out of the browsers the owner already uses.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const COOKIE = 'salvia_device';
/** A year: the proof outlives many sessions; a browser not used for a year proves itself again. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const DEVICE_ID = /^[\w-]{22}$/;

function mac(secret: string, deviceId: string, email: string): Buffer {
  return createHmac('sha256', secret).update(`salvia-device\n${deviceId}\n${email}`).digest();
}

function cookieValue(header: string | undefined): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return value.join('=');
  }
  return undefined;
}

/** The device id the request's cookie proves for `email`, or undefined (none, forged, another account's). */
export function provenDevice(secret: string, cookieHeader: string | undefined, email: string): string | undefined {
  const [deviceId, signature] = cookieValue(cookieHeader)?.split('.') ?? [];
  if (!deviceId || !signature || !DEVICE_ID.test(deviceId)) return undefined;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, deviceId, email);
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : undefined;
}

/**
 * The Set-Cookie header a successful sign-in answers with: the device it already proved, or a new
 * one. Sent only to the sign-in route, never readable by scripts.
 */
export function deviceProofCookie(options: { secret: string; email: string; deviceId?: string; secure: boolean }) {
  const deviceId = options.deviceId ?? randomBytes(16).toString('base64url');
  const value = `${deviceId}.${mac(options.secret, deviceId, options.email).toString('base64url')}`;
  const attributes = ['Path=/api/v1/auth', `Max-Age=${MAX_AGE_SECONDS}`, 'HttpOnly', 'SameSite=Strict'];
  if (options.secure) attributes.push('Secure');
  return [`${COOKIE}=${value}`, ...attributes].join('; ');
}
