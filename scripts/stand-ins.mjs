// The local stand-ins of the outside vendors for `npm start`: scripts/fake-vendors.mjs (the strict fakes
// of worker/test/fakes served over HTTP) on a free port, and data worth seeing in them once the demo
// organization exists - a busy Google calendar for every demo member over the coming two weeks (so booking
// pages show real gaps) and a HubSpot portal whose owners are the demo members, with companies and contacts.
// Zoom needs no seed (every consent makes a Zoom user) and Slack neither (every install is a workspace with
// #general, #sales and the demo reps). Which vendors go to the real service instead is decided in the worker
// (worker/integrations/stand-ins.ts): a vendor whose OAuth app is configured in .dev.vars.
import path from 'node:path';
import { isListening, root, sleep, spawnGroup } from './lib.mjs';

/** Starts the stand-ins on `port` in their own process group; resolves once they answer. */
export async function startStandIns(port) {
  const child = spawnGroup(process.execPath, [path.join(root, 'scripts/fake-vendors.mjs'), String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  while (!(await isListening(base))) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the local stand-ins exited (${child.exitCode ?? child.signalCode})`);
    if (Date.now() > until) throw new Error(`the local stand-ins did not answer on ${base}`);
    await sleep(200);
  }
  return { child, base };
}

// The demo members' time zones (worker/dev/seed.ts), so their busy hours fall in their working day.
const ZONES = {
  'admin@acme.test': 'America/New_York',
  'manager@acme.test': 'America/New_York',
  'ursula@acme.test': 'America/Chicago',
  'ravi@acme.test': 'Asia/Kolkata',
  'booker@acme.test': 'Europe/Berlin',
};
// A working day's meetings as [start hour, minutes long, title]; each day takes a different mix.
const DAY_PLANS = [
  [
    [9, 60, 'Pipeline review'],
    [13, 30, 'Lunch with a customer'],
    [15, 90, 'Quarterly planning'],
  ],
  [
    [10, 30, 'Team stand-up'],
    [11, 60, 'Discovery call: Globex'],
    [16, 60, 'Interview'],
  ],
  [
    [9, 30, 'Team stand-up'],
    [14, 120, 'Workshop: Initech onboarding'],
  ],
  [
    [10, 60, '1:1 with manager'],
    [12, 60, 'Lunch'],
    [15, 30, 'Demo: Umbrella Corp'],
    [16, 30, 'Follow-up'],
  ],
  [
    [9, 120, 'Forecast call'],
    [14, 60, 'Renewal: Hooli'],
  ],
];

/** The UTC instant of a wall-clock time in a zone (two passes cover a DST change between them). */
function zoned(day, hour, minute, timeZone) {
  const wanted = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute);
  let t = wanted;
  for (let i = 0; i < 2; i++) {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      })
        .formatToParts(new Date(t))
        .map((p) => [p.type, p.value]),
    );
    const shown = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
    t += wanted - shown;
  }
  return new Date(t);
}

/** The busy events of one member's Google calendar: working days of the next two weeks, from tomorrow. */
export function busyWeeks(email, now = new Date()) {
  const timeZone = ZONES[email] ?? 'UTC';
  const events = [];
  for (let d = 1; d <= 14; d++) {
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + d));
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    for (const [hour, minutes, summary] of DAY_PLANS[(d + email.length) % DAY_PLANS.length]) {
      const start = zoned(day, hour, 0, timeZone);
      events.push({
        email,
        summary,
        start: { dateTime: start.toISOString() },
        end: { dateTime: new Date(start.getTime() + minutes * 60_000).toISOString() },
      });
    }
  }
  return events;
}

const COMPANIES = [
  { name: 'Globex', domain: 'globex.example', people: ['hank', 'mindy', 'frank'] },
  { name: 'Initech', domain: 'initech.example', people: ['bill', 'peter', 'milton'] },
  { name: 'Umbrella Corp', domain: 'umbrella.example', people: ['alice', 'carlos'] },
  { name: 'Hooli', domain: 'hooli.example', people: ['gavin', 'denpok', 'jared'] },
  { name: 'Soylent', domain: 'soylent.example', people: ['sol', 'tab'] },
];
const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/** A HubSpot portal: the demo members as owners (by e-mail, as routing matches them), companies owned in turn, their contacts. */
export function hubspotPortal(emails) {
  const owners = emails
    .filter((e) => !e.startsWith('booker@'))
    .map((email, i) => ({ id: String(101 + i), email, firstName: cap(email.split('@')[0]), lastName: 'Acme' }));
  const reps = owners.filter((o) => !/^(admin|manager)@/.test(o.email));
  const pick = reps.length ? reps : owners;
  const companies = COMPANIES.map((c, i) => ({
    id: String(700 + i),
    properties: {
      name: c.name,
      domain: c.domain,
      industry: i % 2 ? 'FINANCE' : 'SOFTWARE',
      numberofemployees: String(120 * (i + 1)),
      hubspot_owner_id: pick[i % pick.length].id,
    },
  }));
  const contacts = COMPANIES.flatMap((c, i) =>
    c.people.map((p) => ({
      properties: {
        email: `${p}@${c.domain}`,
        firstname: cap(p),
        lastname: c.name.split(' ')[0],
        hubspot_owner_id: pick[i % pick.length].id,
      },
      company: String(700 + i),
    })),
  );
  return { owners, companies, contacts };
}

async function post(url, body) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${url} answered ${res.status}: ${await res.text()}`);
  return res.json().catch(() => null);
}

/** Seeds the stand-ins for the demo members; answers what it made, for the start banner. */
export async function seedStandIns(base, emails) {
  let events = 0;
  for (const email of emails) {
    for (const event of busyWeeks(email)) {
      await post(`${base}/www.googleapis.com/__fake/events`, event);
      events++;
    }
  }
  const portal = hubspotPortal(emails);
  const { portalId } = await post(`${base}/api.hubapi.com/__fake/portals`, portal);
  return { events, portalId, companies: portal.companies.length, contacts: portal.contacts.length };
}
