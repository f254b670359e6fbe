import type { Env } from '../../env';
import type { EmailSender } from './adapter';
import { LocalMailboxSender } from './local-mailbox';
import { ResendSender } from './resend';

/** Picks the sender from configuration; without a provider the local mailbox keeps everything. */
export function emailSenderFor(env: Env): EmailSender {
  if (env.MAIL_PROVIDER === 'resend' && env.RESEND_API_KEY) {
    return new ResendSender(env.RESEND_API_KEY, env.RESEND_API_URL || undefined);
  }
  return new LocalMailboxSender();
}
