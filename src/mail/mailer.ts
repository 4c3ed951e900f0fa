import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail carries; in development it is logged so the demo works without a mail server. */
  link?: string;
  /** A Message-ID stable across retries of one mail, so a receiver can drop a copy a crash made. */
  messageId?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** SMTP through nodemailer when SMTP_URL is set. */
function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
      });
    },
  };
}

/** Development: the rendered message as .eml plus a .json summary in the mail folder, and the link logged. */
function folderMailer(mailDir: string, from: string, logger: Logger): Mailer {
  const render = createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail) {
      const rendered = await render.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
      });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}`;
      await mkdir(mailDir, { recursive: true });
      await writeFile(join(mailDir, `${name}.eml`), rendered.message as Buffer);
      // The .json is written last: a reader that sees it can rely on the .eml being there too.
      await writeFile(
        join(mailDir, `${name}.json`),
        JSON.stringify({ from, ...mail, writtenAt: new Date().toISOString() }, null, 2),
      );
      logger.info(
        { to: mail.to, subject: mail.subject, link: mail.link, file: join(mailDir, `${name}.eml`) },
        'e-mail written to the mail folder',
      );
    },
  };
}

export function createMailer(config: Config, logger: Logger): Mailer {
  return config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : folderMailer(config.mailDir, config.mailFrom, logger);
}
