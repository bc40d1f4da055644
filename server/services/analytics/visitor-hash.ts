// Unique visitors without storing who they are: SHA-256(daily salt + IP + user agent).
// The salt is random, shared by all instances through the database, and deleted when its day ends.
import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { jstDay } from '../../../contract/time.ts';
import { visitorSalts } from '../../db/schema/analytics.ts';
import type { Deps } from '../../deps.ts';

export function hashVisitor(salt: string, ip: string, userAgent: string): string {
  return createHash('sha256').update(salt).update('\0').update(ip).update('\0').update(userAgent).digest('hex');
}

export function createSaltKeeper(deps: Pick<Deps, 'db'>) {
  let current: { day: string; salt: Promise<string> } | undefined;

  async function loadSalt(day: string): Promise<string> {
    await deps.db.delete(visitorSalts).where(lt(visitorSalts.day, day));
    await deps.db
      .insert(visitorSalts)
      .values({ day, salt: randomBytes(32).toString('hex') })
      .onConflictDoNothing();
    const [row] = await deps.db.select().from(visitorSalts).where(eq(visitorSalts.day, day));
    if (!row) throw new Error(`no visitor salt for ${day}`);
    return row.salt;
  }

  return {
    /** Today's salt (JST); a new day brings a new salt and forgets the old one. */
    saltFor(now: Date): Promise<string> {
      const day = jstDay(now);
      if (current?.day !== day) {
        const salt = loadSalt(day);
        current = { day, salt };
        salt.catch(() => {
          if (current?.day === day) current = undefined;
        });
      }
      return current.salt;
    },
  };
}
