import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { createMailer, type Mailer } from '../alerts/digests';
import type { OutboxKind } from './outbox-repository';

// ----------------------------------------------------------------------
// The account messages that carry a link (an invitation, a password reset),
// sent like the alert digests: through SMTP when MEDIAWATCH_SMTP_URL is set,
// else as .eml files in `<data>/outbox`. The outbox table keeps a copy
// without the link, whose token is a secret kept only hashed
// (docs/decisions/0042-accounts-and-ownership.md).

const mailers = new WeakMap<FastifyInstance, Mailer>();

function mailerOf(app: FastifyInstance): Mailer {
  let mailer = mailers.get(app);
  if (!mailer) {
    mailer = createMailer({
      smtpUrl: app.config.mail.smtpUrl,
      from: app.config.mail.from,
      outboxDir: path.join(app.config.dataDir, 'outbox'),
    });
    mailers.set(app, mailer);
  }
  return mailer;
}

export interface AccountMail {
  to: string;
  kind: Extract<OutboxKind, 'invitation' | 'password-reset'>;
  subject: string;
  /** The text, with `{link}` where the link goes. */
  text: string;
  link: string;
}

/** Sends the message with its link and records it, without the link, in the outbox table. */
export async function sendAccountMail(app: FastifyInstance, mail: AccountMail): Promise<void> {
  await mailerOf(app).send({ to: mail.to, subject: mail.subject, text: mail.text.replace('{link}', mail.link) });
  await app.outboxRepository.add(
    { recipient: mail.to, kind: mail.kind, subject: mail.subject, body: mail.text.replace('{link}', '[link sent by mail]') },
    new Date(),
  );
}
