// Outgoing mail: SMTP when SMTP_URL is set, otherwise .eml files in DATA_DIR/outbox (and a log line).
// Mail a request must not wait for (or be timed by) goes through `sendLater`.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { type Config, PRIVATE_DIR } from '../config.ts';

export type Mail = { to: string | string[]; subject: string; text: string; html?: string };

export type Mailer = {
  send(mail: Mail): Promise<void>;
  /**
   * Composes and sends a mail after the caller has moved on; `compose` may decide there is
   * nothing to send (null). Failures are logged, never thrown at the caller.
   */
  sendLater(compose: () => Promise<Mail | null>): void;
  /** Settles once every mail queued by `sendLater` is sent or has failed (shutdown, tests). */
  idle(): Promise<void>;
};

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'outboxDir'>, log: Logger): Mailer {
  const send = config.smtpUrl ? smtpSender(config.smtpUrl, config.mailFrom) : outboxSender(config, log);
  const pending = new Set<Promise<void>>();
  return {
    send,
    sendLater(compose) {
      const job: Promise<void> = (async () => {
        const mail = await compose();
        if (mail) await send(mail);
      })()
        .catch((error: unknown) => log.error({ err: error }, 'could not send a queued mail'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}

function smtpSender(smtpUrl: string, from: string): Mailer['send'] {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (mail) => {
    await transport.sendMail({ from, ...mail });
  };
}

function outboxSender(config: Pick<Config, 'mailFrom' | 'outboxDir'>, log: Logger): Mailer['send'] {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (mail) => {
    const info = await transport.sendMail({ from: config.mailFrom, ...mail });
    // Reset mails hold working links: the outbox is for the app's user only.
    await mkdir(config.outboxDir, { recursive: true, mode: PRIVATE_DIR });
    const file = path.join(
      config.outboxDir,
      `${new Date().toISOString().replaceAll(':', '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
    );
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox');
  };
}
