// Outgoing messages to people: Slack and SMS. The built-in channel that needs no outside service is
// e-mail through the mail outbox (features/mail); these clients speak to the vendors with plain fetch.

/** What an attempt to reach a vendor came to, for the delivery log. */
export type SendOutcome = { externalId: string | null; status: number; excerpt: string };

/** A failed send; `retryable` says whether trying again later can help (rate limits, outages). */
export class MessagingError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status: number | null = null,
    readonly code: string | null = null,
    readonly retryAfterSeconds: number | null = null,
    readonly excerpt = '',
  ) {
    super(message);
  }
}

export interface ChatClient {
  /** Posts a message to a channel (id or #name) or to a member (user id: a direct message). */
  postMessage(token: string, channel: string, text: string): Promise<SendOutcome>;
}

export interface SmsClient {
  send(credentials: { accountSid: string; authToken: string }, message: { to: string; from: string; body: string }): Promise<SendOutcome>;
}

export type Fetcher = typeof fetch;

/** The first 500 characters of a vendor's answer, for the delivery log (never a request's secrets). */
export const excerptOf = (text: string) => text.slice(0, 500);
