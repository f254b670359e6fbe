import Papa from 'papaparse';
import toast from 'react-hot-toast';
import { Download, Mail } from 'lucide-react';
import type { ExportRequest } from '@contracts/reports';
import { Button } from '@web/components/ui/button';
import { useRequestExport } from '../api/request-export';

type Props = { table: string[][] | null; fileName: string; exportRequest: ExportRequest | null };

/** Download the report shown as CSV, or have it e-mailed (the export runs in the background). */
export function ReportActions({ table, fileName, exportRequest }: Props) {
  const exporter = useRequestExport();
  const download = () => {
    if (!table) return;
    const blob = new Blob([Papa.unparse(table, { escapeFormulae: true })], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const email = () =>
    exportRequest &&
    exporter.mutate(exportRequest, {
      onSuccess: (r) => toast.success(r.message),
      onError: (e) => toast.error(e.message || 'The export could not be started. Please try again.'),
    });
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={download} disabled={!table}>
        <Download /> Download CSV
      </Button>
      <Button variant="outline" onClick={email} disabled={!exportRequest} loading={exporter.isPending}>
        <Mail /> E-mail me this export
      </Button>
    </div>
  );
}
