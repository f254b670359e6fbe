import type { MailAttachment } from '../../db/schema/outbox';

export type OutgoingEmail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: MailAttachment[];
};

/** One interface for every way an e-mail leaves the product. */
export interface EmailSender {
  readonly name: string;
  send(email: OutgoingEmail): Promise<{ providerMessageId: string | null }>;
}
