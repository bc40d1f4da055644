// The public contact form.
import { z } from 'zod';
import { emailField } from './writers.ts';

export const contactBody = z.object({
  name: z
    .string({ error: 'お名前を入力してください' })
    .trim()
    .min(1, 'お名前を入力してください')
    .max(50, 'お名前は50文字以内で入力してください'),
  email: emailField,
  body: z
    .string({ error: 'お問い合わせ内容を入力してください' })
    .trim()
    .min(10, 'お問い合わせ内容は10文字以上で入力してください')
    .max(2000, 'お問い合わせ内容は2000文字以内で入力してください'),
});
export type ContactBody = z.infer<typeof contactBody>;

export const contactResponse = z.object({ message: z.string() });
export type ContactResponse = z.infer<typeof contactResponse>;
