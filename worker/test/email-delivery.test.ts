import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EmailQueueMessage, Env } from '../env';
import { emailSenderFor } from '../integrations/email/select';
import { LEASE_MS, STUCK_AFTER_MS, deliver, overdueBefore, requeueStuck, takeStartPass } from '../features/mail/parts/delivery';
import { prepareEmail } from '../features/mail/service';
import { handleEmailBatch } from '../jobs/email-queue';
import { handleScheduled } from '../jobs/cron';
import type { FakeSentEmail } from './fakes/resend';
import { db } from './client';

// Production delivery inside workerd: the Resend adapter calls workerd's real global fetch, which the
// Miniflare outbound service (vitest.config.ts) routes to the strict fake of api.resend.com. Each
// test has its own API key, so the fake's record of what it sent is the test's own.

type Setup = { env: Env; key: string; queued: () => string[] };

/** An env that sends through Resend, with a queue that records what would be delivered. */
function resendEnv(): Setup {
  const key = `re_test_${crypto.randomUUID().replace(/-/g, '')}`;
  const messages: EmailQueueMessage[] = [];
  const queue = {
    send: async (body: EmailQueueMessage) => void messages.push(body),
    sendBatch: async (batch: Iterable<{ body: EmailQueueMessage }>) => void messages.push(...[...batch].map((m) => m.body)),
  } as unknown as Queue<EmailQueueMessage>;
  return {
    env: { ...env, MAIL_PROVIDER: 'resend', RESEND_API_KEY: key, RESEND_API_URL: undefined, EMAIL_QUEUE: queue },
    key,
    queued: () => messages.map((m) => m.outboxId),
  };
}

async function sentByFake(key: string): Promise<FakeSentEmail[]> {
  const res = await fetch('https://api.resend.com/__fake/emails', { headers: { authorization: `Bearer ${key}` } });
  return ((await res.json()) as { data: FakeSentEmail[] }).data;
}

async function failNext(key: string, status: number, retryAfter?: number) {
  await fetch('https://api.resend.com/__fake/fail-next', {
    method: 'POST',
    headers: { authorization: `Bearer ${key}` },
    body: JSON.stringify({ status, retryAfter }),
  });
}

/** Writes one outbox row the way a feature does (committed, not yet enqueued) and returns its id. */
async function outboxRow(at = Date.now(), subject = 'Your meeting') {
  const { id, stmt } = prepareEmail(
    db(),
    {
      kind: 'test',
      to: `pat-${crypto.randomUUID().slice(0, 8)}@prospect.test`,
      subject,
      text: 'Body',
      attachments: [{ filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST', content: 'QkVHSU46VkNBTEVOREFS' }],
    },
    at,
  );
  await stmt.run();
  return id;
}

const row = (id: string) =>
  env.DB.prepare('select status, attempts, sent_at, due_at, lease_until, last_error from outbox where id = ?').bind(id).first<{
    status: string;
    attempts: number;
    sent_at: number | null;
    due_at: number;
    lease_until: number | null;
    last_error: string | null;
  }>();

async function consume(e: Env, ids: string[]) {
  const batch = createMessageBatch<EmailQueueMessage>(
    'routewise-email',
    ids.map((outboxId) => ({ id: crypto.randomUUID(), timestamp: new Date(), attempts: 1, body: { outboxId } })),
  );
  const ctx = createExecutionContext();
  await handleEmailBatch(batch, e);
  return getQueueResult(batch, ctx);
}

const tick = (e: Env, at: number) => handleScheduled(createScheduledController({ scheduledTime: at, cron: '* * * * *' }), e);

describe('Resend delivery inside workerd', () => {
  it('sends through the unbound global fetch with the Resend wire format', async () => {
    const s = resendEnv();
    const sender = emailSenderFor(s.env);
    expect(sender.name).toBe('resend');
    const res = await sender.send({
      from: 'Routewise <no-reply@acme.test>',
      to: 'pat@prospect.test',
      subject: 'Hi',
      text: 'Body',
      html: '<p>Body</p>',
      idempotencyKey: 'k-1',
    });
    const sent = await sentByFake(s.key);
    expect(sent).toHaveLength(1);
    expect(res.providerMessageId).toBe(sent[0].id);
    expect(sent[0]).toMatchObject({ idempotencyKey: 'k-1', to: ['pat@prospect.test'], subject: 'Hi', html: '<p>Body</p>' });
  });

  it('delivers a queued outbox row once, keyed by the row id, and acks the message', async () => {
    const s = resendEnv();
    const id = await outboxRow(Date.now(), 'Invitation\r\nBcc: victim@evil.example');
    const result = await consume(s.env, [id]);
    expect(result.explicitAcks).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 0, lease_until: null });
    const sent = await sentByFake(s.key);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ idempotencyKey: id, subject: 'Invitation Bcc: victim@evil.example' });
    expect(sent[0].attachments).toEqual([
      { filename: 'invite.ics', content: 'QkVHSU46VkNBTEVOREFS', content_type: 'text/calendar; method=REQUEST' },
    ]);
    // A duplicate message for a sent row does nothing.
    expect((await consume(s.env, [id])).explicitAcks).toHaveLength(1);
    expect(await sentByFake(s.key)).toHaveLength(1);
  });

  it('sends once when the consumer crashes between sending and recording it and the message comes back', async () => {
    const s = resendEnv();
    const t0 = Date.now() - 10 * 60_000;
    const id = await outboxRow(t0);
    const trigger = `crash_${id.replace(/-/g, '')}`;
    await env.DB.prepare(
      `create trigger ${trigger} before update of status on outbox when new.id = '${id}' and new.status = 'sent' begin select raise(abort, 'simulated crash'); end`,
    ).run();
    try {
      await expect(deliver(s.env, db(), id, t0)).rejects.toThrow();
    } finally {
      await env.DB.prepare(`drop trigger ${trigger}`).run();
    }
    expect(await sentByFake(s.key)).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'queued', lease_until: t0 + LEASE_MS });

    // A copy arriving while the lease runs waits for it instead of sending alongside.
    expect(await deliver(s.env, db(), id, t0 + 5_000)).toEqual({ result: 'retry', delaySeconds: Math.ceil((LEASE_MS - 5_000) / 1000) });

    // The redelivered message after the lease: Resend replays the first answer for the same key.
    const result = await consume(s.env, [id]);
    expect(result.explicitAcks).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'sent' });
    const sent = await sentByFake(s.key);
    expect(sent).toHaveLength(1);
    expect(sent[0].idempotencyKey).toBe(id);
  });

  it('a queue batch sends what is due, waits for a row another consumer holds and leaves a sent one alone', async () => {
    const s = resendEnv();
    const [due, held, done, refused] = [await outboxRow(), await outboxRow(), await outboxRow(), await outboxRow()];
    const heldUntil = Date.now() + 20_000;
    await env.DB.prepare('update outbox set lease_until = ? where id = ?').bind(heldUntil, held).run();
    await env.DB.prepare("update outbox set status = 'sent' where id = ?").bind(done).run();
    await env.DB.prepare('update outbox set "to" = ? where id = ?').bind('not-an-address', refused).run();
    const result = await consume(s.env, [due, held, done, refused, due]);
    // The row another consumer leased comes back when its lease ends; everything else is settled.
    expect(result.retryMessages).toHaveLength(1);
    expect(result.explicitAcks).toHaveLength(4);
    expect(await row(due)).toMatchObject({ status: 'sent', lease_until: null });
    expect(await row(held)).toMatchObject({ status: 'queued', lease_until: heldUntil });
    expect(await row(refused)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await sentByFake(s.key)).map((m) => m.idempotencyKey)).toEqual([due]);
  });

  it('retries a rate limit after the provider hint and gives up at once on a refused message', async () => {
    const s = resendEnv();
    const t0 = Date.now() - 20 * 60_000;
    const limited = await outboxRow(t0);
    await failNext(s.key, 429, 30);
    expect(await deliver(s.env, db(), limited, t0)).toEqual({ result: 'retry', delaySeconds: 30 });
    expect(await row(limited)).toMatchObject({ status: 'queued', attempts: 1, due_at: t0 + 30_000, lease_until: null });
    expect(await deliver(s.env, db(), limited, t0 + 30_000)).toEqual({ result: 'sent' });

    const refused = await outboxRow(t0);
    await env.DB.prepare('update outbox set "to" = ? where id = ?').bind('not-an-address', refused).run();
    expect(await deliver(s.env, db(), refused, t0)).toEqual({ result: 'skipped' });
    expect(await row(refused)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await row(refused))!.last_error).toContain('422');
    expect(await sentByFake(s.key)).toHaveLength(1);
  });
});

describe('the cron sweep recovers e-mails lost from the queue', () => {
  // Far in the past, so the sweep at these instants sees only this file's rows.
  const base = Date.UTC(2020, 0, 6, 9, 0, 0);
  // The first request or tick after the isolate started sweeps more widely (tested below); these ticks are later ones.
  beforeAll(() => void takeStartPass());

  it('re-queues a row never enqueued at the first tick 15 s after it was written, not at +10 s, and it is sent once', async () => {
    const s = resendEnv();
    const t0 = base;
    const id = await outboxRow(t0);

    await tick(s.env, t0 + 10_000);
    expect(s.queued()).not.toContain(id);

    await tick(s.env, t0 + 16_000);
    expect(s.queued().filter((q) => q === id)).toHaveLength(1);
    expect((await consume(s.env, [id])).explicitAcks).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'sent' });

    await tick(s.env, t0 + 120_000);
    expect(s.queued().filter((q) => q === id)).toHaveLength(1);
    expect(await sentByFake(s.key)).toHaveLength(1);
  });

  it('leaves a row a live consumer holds alone until its lease runs out', async () => {
    const s = resendEnv();
    const t0 = base + 3_600_000;
    const id = await outboxRow(t0);
    await env.DB.prepare('update outbox set lease_until = ? where id = ?')
      .bind(t0 + 50_000 + LEASE_MS, id)
      .run();

    await tick(s.env, t0 + 60_000);
    expect(s.queued()).not.toContain(id);
    await tick(s.env, t0 + 120_000);
    expect(s.queued()).toContain(id);
  });

  it('re-queues once per lost message: a row re-queued at one tick is left to that message for 15 s', async () => {
    const s = resendEnv();
    const t0 = base + 2 * 3_600_000;
    const id = await outboxRow(t0);
    await tick(s.env, t0 + 60_000);
    await tick(s.env, t0 + 70_000);
    expect(s.queued().filter((q) => q === id)).toHaveLength(1);
    await tick(s.env, t0 + 76_000);
    expect(s.queued().filter((q) => q === id)).toHaveLength(2);
    await consume(s.env, [id, id]);
    expect(await sentByFake(s.key)).toHaveLength(1);
  });
});

describe('after a hard kill of the whole app, e-mails whose queue message was lost leave within 60 s of the restart', () => {
  // The clock is passed in: kill at K, restart at R, the first request or tick after R at T.
  const K = Date.UTC(2020, 0, 7, 9, 0, 0);

  it('the first pass after the start takes a row due just before the kill, which a later pass would leave for 15 s', async () => {
    const s = resendEnv();
    const R = K + 2_000;
    const lost = await outboxRow(K - 1_000);
    const T = R + 5_000;
    await requeueStuck(s.env, db(), T, false);
    expect(s.queued()).not.toContain(lost);
    await requeueStuck(s.env, db(), T, true);
    expect(s.queued()).toEqual(expect.arrayContaining([lost]));
    // The message it gets is delivered once.
    await consume(s.env, [lost]);
    expect(await row(lost)).toMatchObject({ status: 'sent' });
  });

  it('whenever the first request or tick comes (a tick is at most 60 s away), every row lost in the kill is re-queued by it', async () => {
    for (const [i, [restartAfter, firstAfter]] of [
      [1_000, 500],
      [1_000, 14_000],
      [30_000, 1_000],
      [5_000, 59_999],
      [120_000, 60_000],
    ].entries()) {
      const s = resendEnv();
      const k = K + (i + 1) * 3_600_000;
      const R = k + restartAfter;
      const lost = [await outboxRow(k - 50_000), await outboxRow(k - 15_000), await outboxRow(k - 1)];
      const requeued = await requeueStuck(s.env, db(), R + firstAfter, true);
      expect(requeued).toBeGreaterThanOrEqual(lost.length);
      expect(s.queued(), `restart after ${restartAfter} ms, first pass ${firstAfter} ms later`).toEqual(expect.arrayContaining(lost));
    }
  });

  it('the pass is taken once per start: the first request or tick gets it, every later one sweeps by the 15 s rule', () => {
    // This isolate took it already (the sweep tests above); a fresh start would answer true exactly once.
    expect(takeStartPass()).toBe(false);
    expect(overdueBefore(K, true)).toBe(K);
    expect(overdueBefore(K, false)).toBe(K - STUCK_AFTER_MS);
    expect(STUCK_AFTER_MS).toBeLessThanOrEqual(15_000);
  });
});
