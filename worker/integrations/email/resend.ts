import type { EmailSender, OutgoingEmail } from './adapter';

/** Resend's HTTP API (POST /emails), for production delivery. */
export class ResendSender implements EmailSender {
  readonly name = 'resend';
  constructor(
    private readonly apiKey: string,
    private readonly baseUrl = 'https://api.resend.com',
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async send(email: OutgoingEmail) {
    const res = await this.fetcher(`${this.baseUrl}/emails`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        from: email.from,
        to: [email.to],
        subject: email.subject,
        text: email.text,
        html: email.html ?? undefined,
        attachments: email.attachments?.map((a) => ({ filename: a.filename, content: a.content, content_type: a.contentType })),
      }),
    });
    if (!res.ok) {
      const body = await res.text().catch(() => '');
      // Provider errors carry no secrets; the key is never echoed back.
      throw new Error(`resend responded ${res.status}: ${body.slice(0, 200)}`);
    }
    const json = (await res.json()) as { id?: string };
    return { providerMessageId: json.id ?? null };
  }
}
