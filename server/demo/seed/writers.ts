// Seeds the writers: the demo accounts with their passwords, profiles and avatars.
import { hashPassword } from '../../auth/password.ts';
import type { Database } from '../../db/client.ts';
import { writers } from '../../db/schema/accounts.ts';
import type { DemoWriter } from '../demo-content.ts';
import type { DemoImage } from '../images.ts';

/** The new writers' ids, in the order of `writers`. */
export async function seedWriters(
  db: Database,
  options: { writers: DemoWriter[]; avatars: DemoImage[] },
): Promise<number[]> {
  const hashes = await Promise.all(options.writers.map((w) => hashPassword(w.password)));
  const rows = await db
    .insert(writers)
    .values(
      options.writers.map((w, i) => ({
        email: w.email,
        name: w.name,
        role: w.role,
        passwordHash: hashes[i] as string,
        profileText: w.profile,
        profileImgUrl: options.avatars[i]?.url,
      })),
    )
    .returning({ id: writers.id });
  return rows.map((w) => w.id);
}
