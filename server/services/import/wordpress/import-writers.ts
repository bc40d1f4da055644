// WordPress authors become writers. Passwords do not travel (WordPress's hashes are not ours to
// trust): an imported writer has none that works and sets one through the reset mail, sent with
// --invite. An author whose address is already a writer here is that writer.
import { eq } from 'drizzle-orm';
import { writers } from '../../../db/schema/accounts.ts';
import { sendResetToWriter } from '../../password-reset/password-reset.ts';
import type { ImportRun } from './import-run.ts';
import { fingerprintOf } from './imported-items.ts';
import type { WxrAuthor } from './wxr-records.ts';

/** No password hash verifies against it (auth/password.ts answers false for anything not argon2). */
const NO_PASSWORD = '!imported';
const NAME_MAX = 50;

export async function importWriters(run: ImportRun) {
  const { db } = run.deps;
  const known = await run.memory.all('writer');
  for (const author of run.index.authors) {
    const label = `${author.displayName || author.login}（${author.login}）`;
    const email = author.email.trim().toLowerCase();
    const name = nameOf(author);
    const fingerprint = fingerprintOf({ email, name });
    const memory = known.get(String(author.authorId));
    if (memory) {
      run.writers.set(author.login, memory.targetId);
      if (memory.fingerprint === fingerprint) {
        run.report.add('writers', 'skipped');
        continue;
      }
      await db.update(writers).set({ name, updatedAt: new Date() }).where(eq(writers.id, memory.targetId));
      await run.memory.remember('writer', String(author.authorId), memory.targetId, fingerprint);
      run.report.add('writers', 'updated');
      continue;
    }
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
      run.report.add(
        'writers',
        'failed',
        label,
        'メールアドレスがないため取り込めませんでした（記事は最初の管理者の名義になります）',
      );
      continue;
    }
    const [existing] = await db.select({ id: writers.id }).from(writers).where(eq(writers.email, email));
    const id =
      existing?.id ??
      (
        await db
          .insert(writers)
          .values({ email, name, passwordHash: NO_PASSWORD, role: 'writer' })
          .returning({ id: writers.id })
      )[0]?.id;
    if (id === undefined) throw new Error('insert returned no row');
    run.writers.set(author.login, id);
    await run.memory.remember('writer', String(author.authorId), id, fingerprint);
    if (existing) {
      run.report.add('writers', 'skipped', label, `登録済みのライター（${email}）に割り当てました`);
      continue;
    }
    run.report.add('writers', 'imported');
    if (run.options.invite && !run.options.dryRun) await sendResetToWriter(run.deps, id);
  }
}

/** The name readers saw: the display name, else family and given name, else the login. */
function nameOf(author: WxrAuthor): string {
  const family = [author.lastName, author.firstName].filter(Boolean).join(' ');
  return (author.displayName.trim() || family.trim() || author.login).normalize('NFC').slice(0, NAME_MAX);
}
