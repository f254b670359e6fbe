import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { FunnelShare, RoutingFunnelDto } from '@contracts/routing-funnel';
import { Table, TBody, TD, TH, THead, TR } from '@web/components/ui/table';
import { funnelLogLink } from './router-kind-links';

type Narrow = Parameters<typeof funnelLogLink>[3];

/** A funnel row's name, linking to the routing log's sessions behind it (the report's days, that pod, rep or rule). */
export function FunnelLink({
  funnel,
  narrow,
  label,
  children,
}: {
  funnel: RoutingFunnelDto;
  narrow: Narrow;
  label: string;
  children: ReactNode;
}) {
  const { router, range } = funnel;
  if (!router.id || router.deleted) return <>{children}</>;
  return (
    <Link className="text-primary hover:underline" to={funnelLogLink(router.kind, router.id, range, narrow, label)}>
      {children}
    </Link>
  );
}

/** Pods or reps: prospects routed to each, booked and held, each linking to its sessions. */
export function Shares(props: { label: 'Pod' | 'Rep'; rows: FunnelShare[]; funnel: RoutingFunnelDto; narrow: (id: string) => Narrow }) {
  const { label, rows, funnel, narrow } = props;
  return (
    <Table aria-label={`Prospects per ${label.toLowerCase()}`}>
      <THead>
        <TR>
          <TH>{label}</TH>
          <TH className="whitespace-nowrap text-right">Routed</TH>
          <TH className="whitespace-nowrap text-right">Booked</TH>
          <TH className="whitespace-nowrap text-right">Held</TH>
        </TR>
      </THead>
      <TBody>
        {rows.map((r) => (
          <TR key={r.id}>
            <TD>
              <FunnelLink funnel={funnel} narrow={narrow(r.id)} label={`${label}: ${r.name}`}>
                {r.name}
              </FunnelLink>
            </TD>
            <TD className="text-right">{r.routed.toLocaleString()}</TD>
            <TD className="text-right">{r.booked.toLocaleString()}</TD>
            <TD className="text-right">{r.held.toLocaleString()}</TD>
          </TR>
        ))}
        {rows.length === 0 && (
          <TR>
            <TD colSpan={4} className="text-muted-foreground">
              None in this range
            </TD>
          </TR>
        )}
      </TBody>
    </Table>
  );
}
