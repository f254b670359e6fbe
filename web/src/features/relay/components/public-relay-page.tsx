import * as React from 'react';
import { useParams } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import type { RelaySessionDto, RelaySlotDto } from '@contracts/relay-sessions';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { browserTimezone } from '@web/components/ui/timezone-select';
import { ApiRequestError } from '@web/lib/api-error';
import { useBookLinkSession, useLinkSlots, usePublicRelayLink, useStartLinkSession } from '../api/public-relay';
import { dayLabel, RelayScheduler, timeLabel, weekWindow } from './relay-scheduler';

/** Sends the prospect on after a few seconds, saying where; the link goes at once ("override redirect URLs"). */
export function RedirectNotice({ url, seconds = 5 }: { url: string; seconds?: number }) {
  const [left, setLeft] = React.useState(seconds);
  React.useEffect(() => {
    if (left <= 0) {
      window.location.assign(url);
      return;
    }
    const t = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(t);
  }, [left, url]);
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite">
      Taking you to{' '}
      <a href={url} className="text-primary underline">
        {new URL(url).host}
      </a>{' '}
      in {left} s…
    </p>
  );
}

const sessionEnded = (e: unknown) => e instanceof ApiRequestError && e.errors.some((x) => x.code === 'session_ended');

function Scheduler({ session, zone }: { session: RelaySessionDto; zone: string }) {
  const [offset, setOffset] = React.useState(0);
  const [view, setView] = React.useState<'quick_slots' | 'calendar'>('quick_slots');
  const [week, setWeek] = React.useState<'work_week' | 'full_week'>('full_week');
  const [selected, setSelected] = React.useState<RelaySlotDto | null>(null);
  const key = React.useRef(crypto.randomUUID());
  const w = weekWindow(offset);
  const slots = useLinkSlots(session.id, { from: w.from, to: w.to, timezone: zone });
  const book = useBookLinkSession(session.id);
  const redirects = book.data?.redirects ?? session.redirects;
  if (book.data?.booking)
    return (
      <div className="grid gap-2">
        <p className="flex items-center gap-2 text-lg font-semibold" role="status">
          <CheckCircle2 className="h-5 w-5 text-green-600" aria-hidden /> You're booked for {dayLabel(book.data.booking.start, zone)},{' '}
          {timeLabel(book.data.booking.start, zone)}
          {book.data.booking.hostName ? ` with ${book.data.booking.hostName}` : ''}.
        </p>
        {redirects?.bookedUrl && <RedirectNotice url={redirects.bookedUrl} />}
      </div>
    );
  return (
    <div className="grid gap-4">
      <RelayScheduler
        slots={slots.data ?? []}
        loading={slots.isPending}
        zone={zone}
        view={view}
        onView={setView}
        week={week}
        onWeek={setWeek}
        offset={offset}
        onOffset={setOffset}
        selected={selected?.start ?? null}
        onSelect={setSelected}
      />
      {book.isError && (
        <p role="alert" className="text-sm text-destructive">
          {book.error.message}
        </p>
      )}
      {(sessionEnded(book.error) || sessionEnded(slots.error)) && redirects?.notBookedUrl && (
        <RedirectNotice url={redirects.notBookedUrl} />
      )}
      <Button
        disabled={!selected}
        loading={book.isPending}
        onClick={() =>
          selected &&
          book.mutate(
            { start: selected.start, key: key.current },
            {
              onError: () => {
                key.current = crypto.randomUUID();
                setSelected(null);
                void slots.refetch();
              },
            },
          )
        }
      >
        Confirm {selected ? `${dayLabel(selected.start, zone)}, ${timeLabel(selected.start, zone)}` : ''}
      </Button>
    </div>
  );
}

/** /relay/:token: the public booking page of a relay, pod or dedicated link. */
export function PublicRelayPage() {
  const { token = '' } = useParams();
  const link = usePublicRelayLink(token);
  const start = useStartLinkSession(token);
  const [zone] = React.useState(browserTimezone());
  const [name, setName] = React.useState('');
  const [email, setEmail] = React.useState('');
  const sessionId = React.useRef(crypto.randomUUID());
  const begin = () =>
    start.mutate({ sessionId: sessionId.current, timezone: zone, ...(link.data?.kind === 'dedicated' ? {} : { name, email }) });
  const data = link.data;
  React.useEffect(() => {
    if (data?.kind === 'dedicated' && start.isIdle) start.mutate({ sessionId: sessionId.current, timezone: zone });
  }, [data, start, zone]);
  return (
    <main className="mx-auto grid min-h-screen max-w-3xl content-start gap-4 p-4 sm:p-8">
      {link.isPending ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : link.isError ? (
        <Card role="alert">
          <CardContent className="pt-5">{link.error.message}</CardContent>
        </Card>
      ) : (
        <Card>
          <CardHeader>
            {data!.organization.logoUrl && <img src={data!.organization.logoUrl} alt="" className="h-8 w-fit" />}
            <CardTitle>
              {data!.meetingType?.name ?? 'Meeting'} with {data!.host?.name ?? data!.organization.company}
            </CardTitle>
            <p className="text-sm text-muted-foreground">
              {data!.meetingType ? `${data!.meetingType.durationMinutes} minutes · ` : ''}Times in {zone.replace(/_/g, ' ')}
            </p>
          </CardHeader>
          <CardContent className="grid gap-4">
            {start.data ? (
              <>
                {start.data.assignee && (
                  <p className="text-sm">
                    You'll meet {start.data.assignee.kind === 'user' ? start.data.assignee.name : `a member of ${start.data.assignee.name}`}
                    .
                  </p>
                )}
                <Scheduler session={start.data} zone={zone} />
              </>
            ) : data!.kind === 'dedicated' ? (
              <p className="text-sm text-muted-foreground">
                {start.isError ? start.error.message : `Finding the right person for ${data!.prospect?.name}…`}
              </p>
            ) : (
              <form
                className="grid gap-3 sm:grid-cols-2"
                onSubmit={(e) => {
                  e.preventDefault();
                  begin();
                }}
              >
                <FormField id="public-name" label="Your name" error={start.error?.message && !email ? start.error.message : undefined}>
                  <Input value={name} onChange={(e) => setName(e.target.value)} required autoComplete="name" />
                </FormField>
                <FormField id="public-email" label="Work e-mail" error={start.isError ? start.error.message : undefined}>
                  <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} required autoComplete="email" />
                </FormField>
                <Button type="submit" className="w-fit" loading={start.isPending}>
                  See available times
                </Button>
              </form>
            )}
          </CardContent>
        </Card>
      )}
    </main>
  );
}
