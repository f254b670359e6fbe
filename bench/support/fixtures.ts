// What several benches set up the same way: a meeting link open at all hours, an inbound router over the
// demo organization's rules, the prospects' e-mails, and SQL straight into the bench server's local D1.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { defaultMeetingType } from '../../worker/contracts/meeting-types';

type Json = (method: string, p: string, body?: unknown) => Promise<{ status: number; body: any }>;

const must = (res: { status: number; body: any }, what: string) => {
  if (res.status >= 300) throw new Error(`${what} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};

/** A 15-minute meeting type open every hour of every day for the demo booker, and its personal link at `slug`. */
export async function allHoursLink(json: Json, slug: string) {
  const type = must(
    await json('POST', '/api/meeting-types', {
      ...defaultMeetingType(['demo-booker']),
      name: `Bench ${slug}`,
      durationMinutes: 15,
      slotIncrementMinutes: 15,
      earliestSlotMinutes: 0,
      bookingWindowDays: 365,
      availabilitySource: 'recurring',
      recurringAvailability: {
        timeZone: 'UTC',
        weekly: Array.from({ length: 7 }, () => [{ start: '00:00', end: '24:00' }]),
        overrides: [],
        vacations: [],
      },
    }),
    'meeting type',
  );
  must(
    await json('POST', '/api/meeting-links', {
      kind: 'personal',
      name: `Bench ${slug}`,
      slug,
      meetingTypeId: type.id,
      ownerUserId: 'demo-booker',
    }),
    'link',
  );
}

/**
 * An inbound router on a custom marketing form, with the demo organization's matching rules (at most
 * six), every pod and the fallback pod, for the Intro call; `redistribution` hands unbooked prospects to
 * the fallback pod after 10 minutes. `extra` adds or overrides router fields.
 */
export async function inboundRouter(
  json: Json,
  o: { name: string; formKey: string; additionalFields?: unknown[]; redistribution?: boolean; extra?: Record<string, unknown> },
): Promise<{ id: string }> {
  const form = must(
    await json('POST', '/api/forms', {
      kind: 'marketing_form',
      name: `${o.name} demo request`,
      formKey: o.formKey,
      provider: 'custom',
      mapping: {
        sourceUrl: 'https://www.example.com/demo',
        selector: '#demo',
        nameFields: { mode: 'split', firstName: 'first_name', lastName: 'last_name' },
        emailField: 'email',
        additionalFields: o.additionalFields ?? [],
      },
    }),
    'form',
  );
  const [types, matching, rules] = await Promise.all([
    json('GET', '/api/meeting-types'),
    json('GET', '/api/matching-rules'),
    json('GET', '/api/distribution-rules'),
  ]).then((r) => r.map((x, i) => must(x, ['meeting types', 'matching rules', 'distribution rules'][i])));
  const fallback = rules.find((r: any) => r.kind === 'fallback_pod');
  const pods = rules.filter((r: any) => r.kind === 'rule');
  return must(
    await json('POST', '/api/routers', {
      name: o.name,
      formId: form.id,
      meetingTypeId: types.find((t: any) => t.name === 'Intro call').id,
      matchingEnabled: true,
      matchingRuleIds: matching.map((m: any) => m.id).slice(0, 6),
      distributionRuleIds: pods.map((p: any) => p.id),
      fallbackPodId: fallback?.id ?? null,
      redirects: {
        bookedUrl: 'https://www.example.com/booked',
        notBookedUrl: 'https://www.example.com/later',
        disqualifiedUrl: 'https://www.example.com/sorry',
        queryParams: [],
      },
      crmModule: 'lead',
      disqualifyFreeEmail: true,
      ...(o.redistribution
        ? {
            redistributionEnabled: true,
            notBookedMinutes: 10,
            redistributionRuleIds: fallback ? [fallback.id] : pods.map((p: any) => p.id),
          }
        : {}),
      ...o.extra,
    }),
    'router',
  );
}

/** The k-th prospect against `records` filled CRM records: a third match an account by domain, a third a contact by e-mail, a third are new. */
export const prospectEmail = (k: number, records: number) => {
  const i = 1 + ((k * 7919) % records);
  return k % 3 === 0
    ? `p${i - (i % 5) + 1}@company${(i - (i % 5) + 1) % 20000}.com`
    : k % 3 === 1
      ? `buyer${k}@company${(i / 5) | 0}.com`
      : `new${k}@startup${k}.io`;
};

/**
 * SQL straight into a bench server's local D1 (`wrangler d1 execute --local`). The running server writes
 * the same SQLite file (the demo seed's events, queue consumers): a write that finds it locked waits a
 * moment and tries again.
 */
export function d1Execute(state: string, sql: string) {
  const root = process.cwd();
  for (let attempt = 1; ; attempt++) {
    // Through this Node binary: the bench's PATH may have no `node` for wrangler's shebang.
    const res = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/wrangler/bin/wrangler.js'), 'd1', 'execute', 'DB', '--local', '--persist-to', state, '--command', sql],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    if (res.status === 0) return;
    const output = `${res.error ?? ''} ${res.stderr || res.stdout}`;
    if (attempt >= 5 || !/SQLITE_BUSY|database is locked/.test(output)) throw new Error(`d1 execute failed: ${output}`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000 * attempt);
  }
}
