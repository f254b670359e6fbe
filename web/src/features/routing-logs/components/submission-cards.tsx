import { SESSION_REASONS } from '@contracts/routing-sessions';
import type { RoutingLogDetailDto } from '@contracts/routing-logs';
import { Muted, Row, Section } from '@web/components/decision/detail-section';
import { UrlLink } from '@web/components/ui/url-link';
import { slotIn } from './routing-log-labels';

const valueText = (v: RoutingLogDetailDto['submittedEntries'][number]['value']) =>
  v === null || v === '' ? null : Array.isArray(v) ? v.join(', ') : typeof v === 'boolean' ? (v ? 'Yes' : 'No') : String(v);

/** The answers the prospect submitted, by form field. */
export function FormFilledCard({ entries }: { entries: RoutingLogDetailDto['submittedEntries'] }) {
  return (
    <Section title="Form filled">
      {entries.length === 0 ? (
        <Muted>No answers were received.</Muted>
      ) : (
        <dl className="divide-y">
          {entries.map((e) => (
            <Row key={e.field} label={e.label}>
              {valueText(e.value) ?? <Muted>—</Muted>}
            </Row>
          ))}
        </dl>
      )}
    </Section>
  );
}

/** How many slots the scheduler offered and the first of them, in the viewer's zone. */
export function SlotShownCard({ log, timeZone }: { log: RoutingLogDetailDto; timeZone: string }) {
  const s = log.decision?.slotsShown;
  return (
    <Section title="Slot shown">
      {!s ? (
        <Muted>
          {log.outcome === 'disqualified' ? 'The scheduler was not shown to a disqualified prospect.' : 'No slots were recorded.'}
        </Muted>
      ) : s.count === 0 ? (
        <Muted>{SESSION_REASONS.noSlots}</Muted>
      ) : (
        <dl className="divide-y">
          <Row label="Slots">{s.count}</Row>
          {s.firstStart && <Row label="First slot">{slotIn(s.firstStart, timeZone)}</Row>}
          {s.lastStart && <Row label="Last slot">{slotIn(s.lastStart, timeZone)}</Row>}
          <Row label="Prospect's zone">{s.timezone.replace(/_/g, ' ')}</Row>
        </dl>
      )}
    </Section>
  );
}

const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;

/** The page the form was on, where the visitor came from, and the UTM parameters. */
export function SourceCard({ log }: { log: RoutingLogDetailDto }) {
  const a = log.attribution;
  const utm = UTM_KEYS.filter((k) => a.utm?.[k]);
  return (
    <Section title="Source">
      <dl className="divide-y">
        <Row label="Page URL">
          <UrlLink url={log.sourceUrl} />
        </Row>
        {a.referrer && <Row label="Referrer">{a.referrer}</Row>}
        {utm.map((k) => (
          <Row key={k} label={`utm_${k}`}>
            {a.utm[k]}
          </Row>
        ))}
      </dl>
    </Section>
  );
}
