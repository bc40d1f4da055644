// Writers and sign-in: who writes, what the public may see of them, and what a session holds.
import { z } from 'zod';
import { isoDate, keywordField, metaSchema, optionalUrlField, pageQuery } from './common.ts';
import { bylineFields, publicBylineSchema } from './writer-byline.ts';

const ROLES = ['admin', 'writer'] as const;
const roleSchema = z.enum(ROLES, { error: '権限は admin か writer を指定してください' });
export type Role = z.infer<typeof roleSchema>;

export const publicWriterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  profile_img_url: z.string().nullable(),
  profile_text: z.string().nullable(),
  ...publicBylineSchema,
});
export type PublicWriter = z.infer<typeof publicWriterSchema>;

const publicWriterProfileSchema = publicWriterSchema.extend({ article_count: z.number().int() });

/** What staff see of a writer: never the password hash. */
const writerSchema = publicWriterSchema.extend({
  email: z.string(),
  role: roleSchema,
  created_at: isoDate,
  updated_at: isoDate,
});
export type Writer = z.infer<typeof writerSchema>;

export const emailField = z
  .string({ error: 'メールアドレスを入力してください' })
  .trim()
  .min(1, 'メールアドレスを入力してください')
  .max(254, 'メールアドレスが長すぎます')
  .pipe(z.email('メールアドレスの形式が正しくありません'))
  .transform((v) => v.toLowerCase());

export const PASSWORD_MIN = 8;
export const passwordField = z
  .string({ error: 'パスワードを入力してください' })
  .min(PASSWORD_MIN, `パスワードは${PASSWORD_MIN}文字以上で入力してください`)
  .max(128, 'パスワードは128文字以内で入力してください');

export const signInBody = z.object({
  email: emailField,
  password: z.string({ error: 'パスワードを入力してください' }).min(1, 'パスワードを入力してください').max(128),
});
export type SignInBody = z.infer<typeof signInBody>;

export const signInResponse = z.object({
  data: z.object({ token: z.string(), writer: writerSchema }),
});
export type SignInResponse = z.infer<typeof signInResponse>;

export const isLoginResponse = z.object({ writer: writerSchema });

export const publicWriterListResponse = z.object({ writers: z.array(publicWriterProfileSchema), meta: metaSchema });
export type PublicWriterList = z.infer<typeof publicWriterListResponse>;
export const publicWriterResponse = z.object({ writer: publicWriterProfileSchema });
export const writerListResponse = z.object({ writers: z.array(writerSchema), meta: metaSchema });
export type WriterList = z.infer<typeof writerListResponse>;
export const writerResponse = z.object({ writer: writerSchema });
export type WriterResponse = z.infer<typeof writerResponse>;
/** POST /writers (sign-up) wraps the writer in `data`, as the older clients read it. */
export const signUpResponse = z.object({ data: writerResponse });

export const writerSearchQuery = pageQuery.extend({ name: keywordField('名前').min(1, '名前を入力してください') });
export type WriterSearchQuery = z.infer<typeof writerSearchQuery>;

const nameField = z
  .string({ error: '名前を入力してください' })
  .trim()
  .min(1, '名前を入力してください')
  .max(50, '名前は50文字以内で入力してください');
const profileFields = {
  profile_img_url: optionalUrlField,
  profile_text: z.string().trim().max(1000, 'プロフィールは1000文字以内で入力してください').nullable().optional(),
  ...bylineFields,
};

export const newWriterBody = z.object({
  email: emailField,
  name: nameField,
  password: passwordField,
  role: roleSchema.default('writer'),
  ...profileFields,
});
export type NewWriterBody = z.infer<typeof newWriterBody>;

/** Sign-up never chooses a role: new accounts are writers. */
export const signUpBody = newWriterBody.omit({ role: true });

export const updateWriterBody = z.object({
  email: emailField.optional(),
  name: nameField.optional(),
  password: passwordField.optional(),
  role: roleSchema.optional(),
  ...profileFields,
});
export type UpdateWriterBody = z.infer<typeof updateWriterBody>;

/** Changing your own email or password asks for the current password. */
export const updateSelfBody = updateWriterBody.omit({ role: true }).extend({
  current_password: z.string().max(128).optional(),
});
export type UpdateSelfBody = z.infer<typeof updateSelfBody>;

/**
 * A writer after an update. A new password ends every session of its writer; when writers set
 * their own, `token` carries on the session that made the change.
 */
export const updatedWriterResponse = z.object({ writer: writerSchema, token: z.string().optional() });
export type UpdatedWriterResponse = z.infer<typeof updatedWriterResponse>;

export const getCodeBody = z.object({ email: emailField });
export const emailQuery = z.object({ email: emailField });
export const resetWithTokenBody = z.object({
  token: z.string({ error: 'リンクが正しくありません' }).min(10, 'リンクが正しくありません').max(200),
  email: emailField,
  password: passwordField,
});
export const resetWithCodeBody = z.object({
  email: emailField,
  code: z
    .string({ error: '確認コードを入力してください' })
    .trim()
    .regex(/^\d{6}$/, '確認コードは6桁の数字で入力してください'),
  password: passwordField,
});
