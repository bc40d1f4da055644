// Who signs in (DESIGN.md §5): writers, administrators among them, and their password resets.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, updatedAt } from './columns.ts';

export const writers = pgTable(
  'writers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    profileImgUrl: text('profile_img_url'),
    profileText: text('profile_text'),
    // The byline's extras: よみ (kana), 肩書き and https links to the writer's own accounts by service.
    reading: text('reading'),
    jobTitle: text('job_title'),
    snsLinks: jsonb('sns_links').$type<Partial<Record<string, string>>>().notNull().default({}),
    role: text('role', { enum: ['admin', 'writer'] })
      .notNull()
      .default('writer'),
    // Raised by every password or role change; tokens carrying an older value are refused.
    sessionVersion: integer('session_version').notNull().default(0),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('writers_email_key').on(t.email),
    check('writers_role_check', sql`${t.role} in ('admin', 'writer')`),
    check('writers_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    writerId: integer('writer_id')
      .notNull()
      .references(() => writers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    codeHash: text('code_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_key').on(t.tokenHash), index('password_resets_writer_idx').on(t.writerId)],
);
