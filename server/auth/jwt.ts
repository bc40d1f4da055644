// Session tokens: HS256 JWTs whose subject is the writer id.
import { jwtVerify, SignJWT } from 'jose';

export const TOKEN_TTL_SECONDS = 60 * 60 * 24 * 7;

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export function signToken(secret: string, writerId: number, ttlSeconds = TOKEN_TTL_SECONDS): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(writerId))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key(secret));
}

/** The writer id the token was issued to, or null for a bad, forged or expired token. */
export async function verifyToken(secret: string, token: string): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    const id = Number(payload.sub);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
