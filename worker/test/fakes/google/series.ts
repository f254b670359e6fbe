import type { GEvent } from './state';

/** Google's id of one occurrence of a series: "<master>_<start as basic ISO>". */
const instanceId = (masterId: string, start: string) => `${masterId}_${start.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`;

/**
 * A series master's occurrences as singleEvents=true lists them (the fake knows FREQ=DAILY|WEEKLY with
 * COUNT). Exceptions are stored as events of their own under the instance's id: they win over the rule.
 */
export function instancesOf(events: ReadonlyMap<string, GEvent>, master: GEvent): GEvent[] {
  const rule = /^RRULE:FREQ=(DAILY|WEEKLY);COUNT=(\d+)$/.exec(master.recurrence?.[0] ?? '');
  if (!rule || !master.start.dateTime || !master.end.dateTime) return [master];
  const step = (rule[1] === 'DAILY' ? 1 : 7) * 86_400_000;
  const length = Date.parse(master.end.dateTime) - Date.parse(master.start.dateTime);
  return Array.from({ length: Number(rule[2]) }, (_, i): GEvent | null => {
    const start = new Date(Date.parse(master.start.dateTime!) + i * step).toISOString();
    const id = instanceId(master.id, start);
    const { recurrence: _r, ...rest } = master;
    return events.get(id)
      ? null
      : {
          ...rest,
          id,
          recurringEventId: master.id,
          originalStartTime: { dateTime: start },
          start: { dateTime: start },
          end: { dateTime: new Date(Date.parse(start) + length).toISOString() },
        };
  }).filter((e) => e !== null);
}

/** The member deletes one occurrence of a series: Google keeps it as a cancelled exception. */
export function cancelledInstance(master: GEvent, originalStart: string): GEvent {
  const start = new Date(originalStart).toISOString();
  const length = Date.parse(master.end.dateTime!) - Date.parse(master.start.dateTime!);
  const end = new Date(Date.parse(start) + length).toISOString();
  return {
    id: instanceId(master.id, start),
    status: 'cancelled',
    summary: master.summary,
    recurringEventId: master.id,
    originalStartTime: { dateTime: start },
    start: { dateTime: start },
    end: { dateTime: end },
    etag: '',
    updated: '',
    seq: 0,
  };
}
