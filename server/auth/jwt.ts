// Session tokens: HS256 JWTs whose subject is the writer id and whose `ver` is the writer's
// session version when the token was issued (a password or role change raises it).
import { jwtVerify, SignJWT } from 'jose';

const TOKEN_TTL_SECONDS = 60 * 60 * 24 * 7;

/** Who a token speaks for, and which of their sessions it belongs to. */
export type Session = { writerId: number; sessionVersion: number };

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export function signToken(secret: string, session: Session, ttlSeconds = TOKEN_TTL_SECONDS): Promise<string> {
  return new SignJWT({ ver: session.sessionVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(session.writerId))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key(secret));
}

/** The session a token was issued for, or null for a bad, forged or expired token. */
export async function verifyToken(secret: string, token: string): Promise<Session | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    const writerId = Number(payload.sub);
    // Tokens from before versions existed belong to version 0, the version every writer starts at.
    const sessionVersion = payload.ver ?? 0;
    if (!Number.isInteger(writerId) || writerId <= 0) return null;
    if (typeof sessionVersion !== 'number' || !Number.isInteger(sessionVersion)) return null;
    return { writerId, sessionVersion };
  } catch {
    return null;
  }
}
