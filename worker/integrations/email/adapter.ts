import type { MailAttachment } from '../../contracts/mail';

export type OutgoingEmail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: MailAttachment[];
  /** Stable across retries of the same message, so a provider that honours it never sends twice. */
  idempotencyKey?: string;
};

/** One interface for every way an e-mail leaves the product. */
export interface EmailSender {
  readonly name: string;
  send(email: OutgoingEmail): Promise<{ providerMessageId: string | null }>;
}

/**
 * A send the provider refused. `retryable` says whether trying again later can succeed (rate limits,
 * outages, timeouts) or not (a malformed message); `retryAfterSeconds` is the provider's own hint.
 */
export class EmailSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'EmailSendError';
  }
}

const LINE_BREAKS_AND_CONTROLS = /[\u0000-\u001F\u007F\u2028\u2029]+/g;

/** A value that ends up in an e-mail header (subject, address): line breaks and control characters become one space. */
export function headerValue(value: string): string {
  return value.replace(LINE_BREAKS_AND_CONTROLS, ' ').trim();
}
