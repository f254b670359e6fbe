import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import type { EmailQueueMessage, Env } from '../env';
import { deliver } from '../features/mail/parts/delivery';
import type { MeetingMail } from '../features/mail/parts/facts';
import { renderMeetingMail } from '../features/mail/parts/meeting-mail';
import { prepareEmail } from '../features/mail/service';
import { meetingEmails } from '../features/meetings/parts/notify';
import type { MeetingRow } from '../features/meetings/repo';
import type { FakeSentEmail } from './fakes/resend';
import { db } from './client';

// A booking writes facts, not e-mails: no module of any booking path reaches a renderer, the consumer
// renders and sends the e-mail, and a row that does not render is kept and retried.

declare global {
  // Vite's import.meta.glob, which vitest resolves at transform time.
  interface ImportMeta {
    glob<T>(patterns: string[], options: { query: string; import: string; eager: true }): Record<string, T>;
  }
}

// Every source file of the worker, as text, to follow the booking paths' imports.
const SOURCES = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Relative imports that exist at run time (not `import type`, not only `type` names), resolved to SOURCES keys. */
function runtimeImports(file: string): string[] {
  const text = SOURCES[file];
  const out: string[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?['"]([^'"]+)['"]/gm)) {
    const [, typeOnly, names, spec] = m;
    if (
      typeOnly ||
      (names &&
        /^\{[^}]*\}$/.test(names.trim()) &&
        names
          .replace(/[{}\s]/g, '')
          .split(',')
          .filter(Boolean)
          .every((n: string) => n.startsWith('type')))
    )
      continue;
    if (!spec.startsWith('.')) {
      out.push(spec);
      continue;
    }
    const base = new URL(spec, `file:///w/${file.slice(3)}`).pathname.replace(/^\/w\//, '../');
    const hit = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, base].find((k) => k in SOURCES);
    if (hit) out.push(hit);
  }
  return out;
}

/** Everything a module loads, transitively, with the chain that led to each. */
function closure(entries: string[]) {
  const via = new Map<string, string>(entries.map((e) => [e, e]));
  const queue = [...entries];
  while (queue.length) {
    const file = queue.shift()!;
    for (const dep of runtimeImports(file)) {
      if (via.has(dep)) continue;
      via.set(dep, `${via.get(file)} -> ${dep}`);
      if (dep in SOURCES) queue.push(dep);
    }
  }
  return via;
}

const BOOKING_PATHS = [
  '../features/meetings/parts/book.ts', // every booking: public link, routing session, relay, campaign, book on behalf
  '../features/meetings/parts/book-on-behalf.ts',
  '../features/meetings/parts/lifecycle.ts', // reschedule, cancel, reassign, guests
  '../features/meetings/parts/actions.ts',
  '../features/bookings/service.ts',
  '../features/bookings/parts/manage.ts',
  '../features/routing-sessions/parts/booking.ts',
  '../features/relay-sessions/parts/book.ts',
];
const RENDERERS = /^(\.\.\/features\/mail\/(emails\/|meeting-mail)|react$|react-dom|@react-email\/|html-to-text)/;

describe('a booking request renders no e-mail', () => {
  it('no booking path loads a template, the HTML-to-text converter or the invite builder', () => {
    for (const entry of BOOKING_PATHS) expect(Object.keys(SOURCES)).toContain(entry);
    const reached = closure(BOOKING_PATHS);
    // The walk does reach the outbox's write side and the facts.
    expect([...reached.keys()]).toEqual(expect.arrayContaining(['../features/mail/service.ts', '../features/mail/parts/facts.ts']));
    expect([...reached].filter(([dep]) => RENDERERS.test(dep)).map(([, chain]) => chain)).toEqual([]);
    // The invite builder is loaded for CalDAV calendar writes (an event handler, after the booking); no
    // module of a booking path outside the calendar integrations builds an invite.
    const builders = [...reached.keys()].filter(
      (f) => f in SOURCES && !f.startsWith('../integrations/calendar/') && /\bbuildInvite\(/.test(SOURCES[f]),
    );
    expect(builders).toEqual([]);
  });

  it('the walk would see a renderer: the consumer side loads them all', () => {
    const reached = [...closure(['../features/mail/parts/meeting-mail.ts']).keys()];
    expect(reached).toEqual(
      expect.arrayContaining([
        '../features/mail/emails/render.ts',
        '../integrations/calendar/ics-invite.ts',
        '@react-email/render',
        'ical-generator',
      ]),
    );
  });
});

function resendEnv(): { env: Env; key: string } {
  const key = `re_test_${crypto.randomUUID().replace(/-/g, '')}`;
  const queue = { send: async () => {}, sendBatch: async () => {} } as unknown as Queue<EmailQueueMessage>;
  return { env: { ...env, MAIL_PROVIDER: 'resend', RESEND_API_KEY: key, RESEND_API_URL: undefined, EMAIL_QUEUE: queue }, key };
}
const sentByFake = async (key: string) =>
  (
    (await (await fetch('https://api.resend.com/__fake/emails', { headers: { authorization: `Bearer ${key}` } })).json()) as {
      data: FakeSentEmail[];
    }
  ).data;
const row = (id: string) =>
  env.DB.prepare('select status, attempts, last_error, facts, rendered_at, subject, text from outbox where id = ?').bind(id).first<{
    status: string;
    attempts: number;
    last_error: string | null;
    facts: string | null;
    rendered_at: number | null;
    subject: string;
    text: string;
  }>();

const startAt = Date.parse('2027-02-02T10:00:00Z');
const meeting = {
  id: `m-${crypto.randomUUID()}`,
  accountId: 'demo-account',
  title: 'Pat and Ada',
  prospectName: 'Pat Prospect',
  prospectEmail: `pat-${crypto.randomUUID().slice(0, 8)}@prospect.test`,
  prospectTimezone: 'Europe/Berlin',
  guests: [],
  answers: [{ question: 'Team size?', answer: '12' }],
  location: '',
  conferenceUrl: 'https://meet.example/xyz',
  cancellationReason: null,
  icsUid: 'facts-1@routewise',
  icsSequence: 3,
  startAt,
  endAt: startAt + 30 * 60_000,
  updatedAt: startAt - 86_400_000,
  teamAccepted: false,
} as unknown as MeetingRow;
const templates = {
  calendarTitle: '{{booker_name}} and {{assignee_name}}',
  calendarBody: 'Join: {{conference_link}}',
  inviteSubject: 'Invitation: {{time}}',
  inviteBody: 'See you at {{time}}.',
  slotTimeFormat: '24h' as const,
};
const mails = (): MeetingMail[] =>
  meetingEmails({
    env,
    kind: 'booked',
    meeting,
    templates,
    host: { name: 'Ada Host', email: 'ada@acme.test', timezone: 'UTC' },
    participants: [],
    org: 'Acme Inc.',
    token: 'tok',
    answersInInvite: true,
  });

async function written(mail: MeetingMail, at: number) {
  const { id, stmt } = prepareEmail(db(), mail, at);
  await stmt.run();
  return id;
}

describe('the mail consumer renders from the facts', () => {
  it('writes the row as facts (recipient, kind, SEQUENCE, DTSTAMP) and sends exactly what the facts render to', async () => {
    const s = resendEnv();
    const [prospect] = mails();
    const t0 = Date.now() - 60_000;
    const id = await written(prospect, t0);
    const before = (await row(id))!;
    expect(before).toMatchObject({ subject: '', text: '', rendered_at: null, status: 'queued' });
    expect(JSON.parse(before.facts!)).toMatchObject({
      recipient: { audience: 'prospect', kind: 'booked', email: meeting.prospectEmail, timezone: 'Europe/Berlin' },
      meeting: { icsUid: 'facts-1@routewise', icsSequence: 3, updatedAt: meeting.updatedAt },
    });

    expect(await deliver(s.env, db(), id, t0)).toEqual({ result: 'sent' });
    const expected = await renderMeetingMail(prospect.facts);
    const [sent] = await sentByFake(s.key);
    expect(sent).toMatchObject({
      idempotencyKey: id,
      to: [meeting.prospectEmail],
      subject: expected.subject,
      text: expected.text,
      html: expected.html,
    });
    expect(sent.attachments.map((a) => a.content)).toEqual(expected.attachments.map((a) => a.content));
    expect(await row(id)).toMatchObject({ status: 'sent', rendered_at: t0, subject: expected.subject, text: expected.text });
  });

  it('keeps a row that does not render: retried with a back-off, logged without its data, sent once it renders', async () => {
    const s = resendEnv();
    const [prospect] = mails();
    const broken = {
      ...prospect,
      facts: { ...prospect.facts, recipient: { ...prospect.facts.recipient, timezone: 'Not/AZone' } },
    } as MeetingMail;
    const t0 = Date.now() - 30 * 60_000;
    const id = await written(broken, t0);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let logged = '';
    try {
      expect(await deliver(s.env, db(), id, t0)).toEqual({ result: 'retry', delaySeconds: 10 });
      expect(await deliver(s.env, db(), id, t0 + 10_000)).toEqual({ result: 'retry', delaySeconds: 20 });
      logged = warn.mock.calls.map((c) => String(c[0])).join('\n');
    } finally {
      warn.mockRestore();
    }
    expect(logged).toContain(id);
    expect(logged).toContain('render failed');
    for (const data of [meeting.prospectEmail, 'Pat Prospect', 'Not/AZone', 'Team size', 'Acme']) expect(logged).not.toContain(data);
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 2, rendered_at: null, last_error: 'render failed (RangeError)' });
    expect(await sentByFake(s.key)).toEqual([]);

    // The facts are still there: once the renderer copes (here: the zone fixed), the e-mail goes out, once.
    await env.DB.prepare('update outbox set facts = ? where id = ?').bind(JSON.stringify(prospect.facts), id).run();
    expect(await deliver(s.env, db(), id, t0 + 40_000)).toEqual({ result: 'sent' });
    expect(await deliver(s.env, db(), id, t0 + 50_000)).toEqual({ result: 'skipped' });
    expect(await sentByFake(s.key)).toHaveLength(1);
  });
});

describe('the local mailbox', () => {
  it('shows a meeting e-mail the consumer has not sent yet as it will be sent, without its facts', async () => {
    const [prospect] = mails();
    const to = `mailbox-${crypto.randomUUID().slice(0, 8)}@prospect.test`;
    const id = await written(
      { ...prospect, to, facts: { ...prospect.facts, recipient: { ...prospect.facts.recipient, email: to } } } as MeetingMail,
      Date.now(),
    );
    const res = await SELF.fetch(`http://127.0.0.1:8787/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Record<string, unknown>[] };
    const expected = await renderMeetingMail(prospect.facts);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ id, subject: expected.subject, text: expected.text, attachmentCount: 1 });
    expect(data[0]).not.toHaveProperty('facts');
  });
});
