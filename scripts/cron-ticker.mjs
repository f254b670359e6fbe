// Locally, wrangler dev (Miniflare) does not fire Cron Triggers on its own, but it always exposes
// /cdn-cgi/handler/scheduled?cron=…&time=… (ahead of the static assets, unlike --test-scheduled's
// /__scheduled, which the SPA fallback swallows here). This ticker calls it at the top of every
// minute for each cron expression in wrangler.toml that matches that minute, as Cloudflare would.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

/** The `crons = [...]` of wrangler.toml's [triggers]. */
export function readCrons(file = path.join(root, 'wrangler.toml')) {
  const m = readFileSync(file, 'utf8').match(/^\s*crons\s*=\s*\[([^\]]*)\]/m);
  return m ? [...m[1].matchAll(/"([^"]+)"|'([^']+)'/g)].map((x) => x[1] ?? x[2]) : [];
}

const NAMES = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  sun: 0,
  mon: 1,
  tue: 2,
  wed: 3,
  thu: 4,
  fri: 5,
  sat: 6,
};
const num = (s) => (s.toLowerCase() in NAMES ? NAMES[s.toLowerCase()] : Number(s));

function fieldMatches(field, value, min, max) {
  return field.split(',').some((part) => {
    const [range, stepText] = part.split('/');
    const stepBy = stepText ? Number(stepText) : 1;
    let lo = min;
    let hi = max;
    if (range !== '*') {
      const [a, b] = range.split('-');
      lo = num(a);
      hi = b === undefined ? (stepText ? max : lo) : num(b);
    }
    return value >= lo && value <= hi && (value - lo) % stepBy === 0;
  });
}

/** Whether a 5-field cron expression (UTC, as Cloudflare evaluates it) fires at the given minute. */
export function cronMatches(expr, date) {
  const [min, hour, dom, mon, dow] = expr.trim().split(/\s+/);
  if (dow === undefined) return false;
  const day = date.getUTCDay();
  const dowOk = fieldMatches(dow, day, 0, 7) || (day === 0 && fieldMatches(dow, 7, 0, 7));
  const domOk = fieldMatches(dom, date.getUTCDate(), 1, 31);
  const dayOk = dom !== '*' && dow !== '*' ? domOk || dowOk : domOk && dowOk;
  return (
    fieldMatches(min, date.getUTCMinutes(), 0, 59) &&
    fieldMatches(hour, date.getUTCHours(), 0, 23) &&
    fieldMatches(mon, date.getUTCMonth() + 1, 1, 12) &&
    dayOk
  );
}

/** Starts the ticker against a running wrangler dev; returns a function that stops it. */
export function startCronTicker(base, crons = readCrons(), log = console.log) {
  let timer;
  let stopped = false;
  const announced = new Set();
  const tick = async () => {
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    for (const cron of crons.filter((c) => cronMatches(c, minute))) {
      try {
        const url = `${base}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(cron)}&time=${minute.getTime()}&format=json`;
        const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
        if (!res.ok) log(`[cron] "${cron}" failed: HTTP ${res.status} ${await res.text()}`);
        else if (!announced.has(cron)) {
          announced.add(cron);
          log(`[cron] "${cron}" ran at ${minute.toISOString()} (later runs are logged only when they fail)`);
        }
      } catch (err) {
        if (!stopped) log(`[cron] "${cron}" failed: ${err.cause?.code ?? err.message}`);
      }
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(
      () => {
        void tick();
        schedule();
      },
      60_000 - (Date.now() % 60_000) + 50,
    );
  };
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
