import fs from 'node:fs/promises';
import path from 'node:path';

import type { Alert } from '@mediawatch/shared/schemas';
import { type LanguageCode, type MessageCode, type MessageParam } from '@mediawatch/shared/messages';
import { messageIn } from '@mediawatch/shared/messages/all';
import type { Transporter } from 'nodemailer';

import type { Queryable } from '../../../db/database';
import { OutboxRepository } from '../outbox/outbox-repository';
import { AlertsRepository, type DigestUser } from './alerts-repository';
import { HOUR_MS } from './rules';

// ----------------------------------------------------------------------
// Digests: one message per user with the alerts fired since the last one,
// hourly or daily at a local hour. Sent with nodemailer through SMTP when
// MEDIAWATCH_SMTP_URL is set; otherwise written as .eml files to
// `<data>/outbox`, so a fresh start shows what would be sent. Each digest is
// also kept in the outbox table (kind `alert-digest`, with its sent time).

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Sends; answers where it went (`smtp` or the .eml file's path). */
  send(message: MailMessage): Promise<string>;
}

export function createMailer(options: { smtpUrl: string | undefined; from: string; outboxDir: string }): Mailer {
  // nodemailer is loaded with the first message: about half a second that every start of the API would pay.
  let transport: Promise<Transporter> | undefined;
  const connect = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      options.smtpUrl
        ? nodemailer.createTransport(options.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));
  if (options.smtpUrl) {
    return {
      async send(message) {
        await (await connect()).sendMail({ from: options.from, ...message });
        return 'smtp';
      },
    };
  }
  return {
    async send(message) {
      const info = await (await connect()).sendMail({ from: options.from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const safe = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safe}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      return file;
    },
  };
}

/** The parts of `date` in `timeZone`. */
function zonedParts(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** The instant when the wall clock of `timeZone` reads the given date at `hour`:00. */
function zonedTime(year: number, month: number, day: number, hour: number, timeZone: string): Date {
  let guess = Date.UTC(year, month - 1, day, hour);
  for (let round = 0; round < 2; round += 1) {
    const seen = zonedParts(new Date(guess), timeZone);
    const seenUtc = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second);
    guess += Date.UTC(year, month - 1, day, hour) - seenUtc;
  }
  return new Date(guess);
}

/** The last instant a digest was due at or before `now`: the hour's start, or the last `digestHour`:00 in the user's zone. */
export function lastDigestSlot(user: Pick<DigestUser, 'digest' | 'digestHour' | 'timeZone'>, now: Date): Date {
  if (user.digest === 'hourly') return new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  const local = zonedParts(now, user.timeZone);
  let slot = zonedTime(local.year, local.month, local.day, user.digestHour, user.timeZone);
  if (slot.getTime() > now.getTime()) {
    const yesterday = new Date(Date.UTC(local.year, local.month - 1, local.day) - 86_400_000);
    slot = zonedTime(yesterday.getUTCFullYear(), yesterday.getUTCMonth() + 1, yesterday.getUTCDate(), user.digestHour, user.timeZone);
  }
  return slot;
}

/**
 * A user's digest in their language (docs/decisions/0040-server-texts-as-codes.md):
 * the catalogue's texts, each alert's coded title and reason, numbers as the
 * language writes them; an alert of a kind the catalogue lacks keeps its stored words.
 */
export function digestMessage(
  user: Pick<DigestUser, 'email' | 'displayName' | 'digest'> & { language?: LanguageCode },
  alerts: readonly Alert[],
  appUrl: string,
): MailMessage {
  const language = user.language ?? 'en';
  const say = (code: MessageCode, params?: Record<string, MessageParam>) => messageIn(language, { code, params });
  const lines = alerts.map((alert) => {
    const title = alert.titleMessage ? messageIn(language, alert.titleMessage) : alert.title;
    const reason = alert.reasonMessage ? messageIn(language, alert.reasonMessage) : alert.reason;
    const when = say('digest.firedAt', { time: alert.firedAt.slice(0, 16).replace('T', ' ') });
    return `- ${title} (${when})\n  ${reason}\n  ${appUrl}/dashboard/alerts?alert=${alert.id}`;
  });
  return {
    to: user.email,
    subject: say('digest.subject', { count: alerts.length }),
    text: `${say('digest.greeting', { name: user.displayName })}\n\n${say(user.digest === 'daily' ? 'digest.introDaily' : 'digest.introHourly')}\n\n${lines.join('\n\n')}\n\n${say('digest.footer')}\n`,
  };
}

export interface DigestResult {
  userId: string;
  alerts: number;
  sentTo: string | null;
  error?: string;
}

/**
 * Sends every due digest at `now`: per user whose digest is on and whose last
 * slot passed since the last one, the alerts fired since, in one message.
 * The watermark moves first (compare-and-set), so two processes never send
 * the same digest; a failed send puts it back.
 */
export async function sendDueDigests(db: Queryable, mailer: Mailer, now: Date, appUrl: string): Promise<DigestResult[]> {
  const repository = new AlertsRepository(db);
  const outbox = new OutboxRepository(db);
  const results: DigestResult[] = [];
  for (const user of await repository.digestUsers()) {
    const slot = lastDigestSlot(user, now);
    if (user.sentUntil.getTime() >= slot.getTime()) continue;
    if (!(await repository.claimDigest(user.userId, user.sentUntil, now))) continue;
    const alerts = await repository.firedBetween(user.sentUntil, now);
    if (alerts.length === 0) {
      results.push({ userId: user.userId, alerts: 0, sentTo: null });
      continue;
    }
    const message = digestMessage(user, alerts, appUrl);
    try {
      const sentTo = await mailer.send(message);
      await outbox.add({ recipient: user.email, kind: 'alert-digest', subject: message.subject, body: message.text }, now);
      results.push({ userId: user.userId, alerts: alerts.length, sentTo });
    } catch (error) {
      // The next round tries again.
      await repository.releaseDigest(user.userId, user.sentUntil, now);
      results.push({ userId: user.userId, alerts: alerts.length, sentTo: null, error: (error as Error).message });
    }
  }
  return results;
}
