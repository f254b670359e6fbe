import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { formatInTimeZone } from 'date-fns-tz';
import { timelineTime, type TimelinePart, type TimelineStep } from '@contracts/routing-logs';
import { Section } from '@web/components/decision/detail-section';
import { formatOr } from '@web/lib/utils';

/** Where a name in the timeline leads; null shows the name without a link. */
export type TimelineLinks = {
  person: (id: string) => string | null;
  record: (module: string, id: string) => string | null;
  rule: (id: string, kind: string) => string | null;
};

const linkClass = 'font-medium text-primary hover:underline';

function Part({ part, timeZone, links }: { part: TimelinePart; timeZone: string; links: TimelineLinks }) {
  if ('text' in part) return <>{part.text}</>;
  if ('time' in part) return <time dateTime={part.time}>{timelineTime(part.time, timeZone)}</time>;
  if ('url' in part)
    return (
      <a href={part.url} target="_blank" rel="noreferrer noopener" className={`${linkClass} break-all`}>
        {part.url}
      </a>
    );
  const to =
    'person' in part
      ? links.person(part.person)
      : 'record' in part
        ? links.record(part.module, part.record)
        : links.rule(part.rule, part.kind);
  const label = 'rule' in part ? `‘${part.name}’` : part.name;
  return to ? (
    <Link to={to} className={linkClass}>
      {label}
    </Link>
  ) : (
    <span className="font-medium">{label}</span>
  );
}

function Sentence({ parts, timeZone, links }: { parts: TimelinePart[]; timeZone: string; links: TimelineLinks }) {
  return (
    <>
      {parts.map((p, i) => (
        <Part key={i} part={p} timeZone={timeZone} links={links} />
      ))}
    </>
  );
}

/** The prospect's way through the router, first to last, every time in the viewer's zone. */
export function FlowExplanationCard({ steps, timeZone, links }: { steps: TimelineStep[]; timeZone: string; links: TimelineLinks }) {
  let lastDay = '';
  return (
    <Section title="Timeline">
      <ol className="relative ml-1.5 border-l pl-5" aria-label="Timeline">
        {steps.map((s, i) => {
          const day = s.at ? formatOr(() => formatInTimeZone(s.at!, timeZone, 'yyyy-MM-dd'), '') : '';
          const when = s.at
            ? day === lastDay
              ? formatOr(() => formatInTimeZone(s.at!, timeZone, 'h:mm a'), s.at)
              : timelineTime(s.at, timeZone)
            : null;
          if (day) lastDay = day;
          return (
            <li key={i} className="relative pb-4 last:pb-0">
              <span
                aria-hidden
                className="absolute -left-[1.65rem] top-1.5 h-2.5 w-2.5 rounded-full border-2 border-background bg-primary"
              />
              {when && (
                <time dateTime={s.at!} className="block text-xs tabular-nums text-muted-foreground">
                  {when}
                </time>
              )}
              <p>
                <Sentence parts={s.parts} timeZone={timeZone} links={links} />
              </p>
              {s.others && s.others.length > 0 && (
                <ul className="mt-1.5 grid gap-1 text-muted-foreground" aria-label="Why the others were not picked">
                  {s.others.map((o, j) => (
                    <li key={j} className="pl-3 -indent-3">
                      <span aria-hidden>· </span>
                      <Sentence parts={o} timeZone={timeZone} links={links} />
                    </li>
                  ))}
                </ul>
              )}
              {s.arithmetic && s.arithmetic.length > 0 && <Arithmetic lines={s.arithmetic} />}
            </li>
          );
        })}
      </ol>
    </Section>
  );
}

/** The share arithmetic behind a round-robin pick, closed until asked for. */
function Arithmetic({ lines }: { lines: string[] }) {
  return (
    <details className="group mt-2 rounded-md border bg-muted/30">
      <summary className="flex cursor-pointer list-none items-center gap-1.5 px-3 py-1.5 text-xs font-medium text-muted-foreground hover:text-foreground [&::-webkit-details-marker]:hidden">
        <ChevronRight className="h-3.5 w-3.5 transition-transform group-open:rotate-90" aria-hidden />
        How the shares were worked out
      </summary>
      <ul className="grid gap-1 border-t px-3 py-2 text-xs tabular-nums">
        {lines.map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ul>
    </details>
  );
}
