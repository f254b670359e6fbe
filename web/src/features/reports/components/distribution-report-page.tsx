import { useParams } from 'react-router';
import { distributionTable, MEETING_STATUS_LABELS, REPORT_MEETING_STATUSES, type ReportRouterKind } from '@contracts/reports';
import { Label } from '@web/components/ui/label';
import { PageHeader } from '@web/components/ui/page';
import { ListError } from '@web/components/ui/query-states';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDistributionReport } from '../api/get-distribution-report';
import { queryOf } from '../api/report-params';
import { useReportParams } from '../hooks/use-report-params';
import { DistributionReportBody } from './distribution-report-body';
import { ReportActions } from './report-actions';
import { ReportFilters } from './report-filters';
import { RouterPicker } from './router-picker';
import { Select } from '@web/components/ui/select';
import { labelledOptions } from '@web/components/ui/named-options';

/**
 * /reports/distribution-report, and a relay's /handover-router/distribution-reports(/:id): meetings by
 * status and member, top booker, direct bookings versus shared links, and the member comparison table.
 */
export function DistributionReportPage({ kind }: { kind?: ReportRouterKind }) {
  const { id } = useParams();
  const { params, update } = useReportParams(kind ? { routerKind: kind, ...(id ? { routerId: id } : {}) } : {});
  const report = useDistributionReport(params);
  const data = report.data;
  const relays = kind === 'relay';
  const title = relays ? (data?.router ? `Distribution report: ${data.router.name}` : 'Relay distribution reports') : 'Distribution report';
  return (
    <div>
      <PageHeader
        title={title}
        description={data?.scope === 'own' ? 'Your meetings by status, booker and channel.' : 'Who got the meetings, by status, member and booker, against each member’s weighted share.'}
        actions={
          <ReportActions
            table={data ? distributionTable(data) : null}
            fileName={`distribution-report-${data?.range.from ?? ''}-${data?.range.to ?? ''}.csv`}
            exportRequest={data ? { kind: 'distribution_report', filters: queryOf(params) as never } : null}
          />
        }
      />
      <ReportFilters params={params} resolved={data?.range} onChange={update}>
        {!id && <RouterPicker value={params.routerId} kind={kind} allLabel={relays ? 'All relays' : 'All routers and relays'} onChange={(routerId) => update({ routerId })} />}
        <div className="grid gap-1">
          <Label htmlFor="report-status">Status</Label>
          <Select id="report-status" className="sm:w-48" value={params.status ?? ''} onChange={(e) => update({ status: e.target.value || null })}>
            <option value="">All statuses</option>
            {labelledOptions(REPORT_MEETING_STATUSES, MEETING_STATUS_LABELS)}
          </Select>
        </div>
      </ReportFilters>
      {report.isError ? (
        <ListError what="the distribution report" error={report.error} retry={() => report.refetch()} />
      ) : !data ? (
        <Skeleton className="h-96 w-full" />
      ) : (
        <DistributionReportBody data={data} fetching={report.isFetching} />
      )}
    </div>
  );
}

/** The handover router's distribution reports: pick a relay (or all relays), or one relay by id. */
export const RelayDistributionReportsPage = () => <DistributionReportPage kind="relay" />;
