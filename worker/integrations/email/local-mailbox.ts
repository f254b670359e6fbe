import type { EmailSender } from './adapter';

/**
 * The built-in sender: delivery needs no outside service because the outbox row already is the
 * message, and the dev mailbox page reads it from there.
 */
export class LocalMailboxSender implements EmailSender {
  readonly name = 'local-mailbox';
  async send() {
    return { providerMessageId: null };
  }
}
