// `npm run create-admin -- --email you@example.com --name 名前`: the first administrator of a real installation.
// The password is asked for on a terminal, or read from stdin when piped.

import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailField, passwordField } from '../../contract/writers.ts';
import { hashPassword } from '../auth/password.ts';
import { DataDirBusyError } from '../backup/data-dir-lock.ts';
import { openDatabaseAlone } from '../backup/open-database-alone.ts';
import { loadConfig } from '../config.ts';
import { writers } from '../db/schema/accounts.ts';

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += chunk;
    return text.split('\n')[0]?.trim() ?? '';
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Hide the typed characters.
  const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput;
  (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
    if (s.startsWith('パスワード')) write.call(rl, s);
  };
  const password = await rl.question('パスワード（8文字以上）: ');
  rl.close();
  process.stdout.write('\n');
  return password;
}

const input = z.object({
  email: emailField,
  name: z.string({ error: '--name を指定してください' }).trim().min(1, '--name を指定してください').max(50),
});

async function main() {
  const args = input.safeParse(values);
  if (!args.success) {
    console.error(args.error.issues.map((i) => i.message).join('\n'));
    console.error('使い方: npm run create-admin -- --email you@example.com --name 名前');
    process.exit(2);
  }
  const password = passwordField.safeParse(await readPassword());
  if (!password.success) {
    console.error(password.error.issues[0]?.message);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabaseAlone(config);
  try {
    await database.migrate();
    const [admin] = await database.db
      .insert(writers)
      .values({ ...args.data, passwordHash: await hashPassword(password.data), role: 'admin' })
      .onConflictDoNothing()
      .returning({ id: writers.id });
    if (!admin) {
      console.error(`${args.data.email} は既に登録されています`);
      process.exitCode = 1;
      return;
    }
    console.log(`管理者を作成しました: ${args.data.email} (id ${admin.id})`);
  } finally {
    await database.close();
  }
}

await main().catch((error) => {
  // A running server holds the embedded database: say so instead of printing a stack.
  if (!(error instanceof DataDirBusyError)) throw error;
  console.error(`${error.message}: stop it first, or run this where DATABASE_URL points to PostgreSQL`);
  process.exit(1);
});
