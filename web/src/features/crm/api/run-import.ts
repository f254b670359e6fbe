import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MAX_IMPORT_CHUNK_ROWS } from '@contracts/crm';
import type { CrmImportDto, ImportModule } from '@contracts/crm-import';
import type { SpreadsheetCell } from '@web/components/ui/spreadsheet';
import { ApiRequestError, call } from '@web/lib/api';
import { crmApi, crmKey } from './client';

export type ImportPlan = {
  module: ImportModule;
  fileName: string;
  mapping: Record<string, string>;
  rows: Record<string, SpreadsheetCell>[];
};
export type ImportRun = {
  status: 'idle' | 'running' | 'done' | 'failed' | 'cancelled';
  progress: CrmImportDto | null;
  error: string | null;
};

/** The country phone numbers without a country code are read in: the browser's locale region, if any. */
function localeCountry(): string | undefined {
  try {
    const region = new Intl.Locale(navigator.language).maximize().region;
    return region && /^[A-Z]{2}$/.test(region) ? region : undefined;
  } catch {
    return undefined;
  }
}

const retryable = (e: unknown) => e instanceof ApiRequestError && (e.status === 0 || e.status >= 500 || e.status === 429);

/**
 * Sends a parsed file to the server in chunks of 500 rows, one after another, with live progress.
 * Only mapped columns travel. A chunk that fails on the network is resent (the server ignores a chunk it
 * already applied); one refused as out of order resumes from where the server says the import stands.
 */
export function useImportRunner() {
  const qc = useQueryClient();
  const [run, setRun] = React.useState<ImportRun>({ status: 'idle', progress: null, error: null });
  const cancelled = React.useRef(false);

  const start = React.useCallback(
    async (plan: ImportPlan) => {
      cancelled.current = false;
      setRun({ status: 'running', progress: null, error: null });
      const columns = Object.keys(plan.mapping);
      const defaultCountry = localeCountry();
      try {
        let progress = (
          await call(
            crmApi.imports.$post({
              json: { module: plan.module, fileName: plan.fileName, total: plan.rows.length, mapping: plan.mapping },
            }),
          )
        ).data as CrmImportDto;
        setRun({ status: 'running', progress, error: null });
        let offset = 0;
        let attempts = 0;
        while (offset < plan.rows.length) {
          if (cancelled.current) {
            setRun({ status: 'cancelled', progress, error: null });
            return;
          }
          const rows = plan.rows
            .slice(offset, offset + MAX_IMPORT_CHUNK_ROWS)
            .map((r) => Object.fromEntries(columns.map((c) => [c, r[c] ?? null])));
          try {
            progress = (
              await call(crmApi.imports[':id'].rows.$post({ param: { id: progress.id }, json: { offset, rows, defaultCountry } }))
            ).data as CrmImportDto;
            offset = progress.processed;
            attempts = 0;
          } catch (e) {
            if (e instanceof ApiRequestError && e.status === 409 && e.errors[0]?.code === 'chunk_out_of_order') {
              progress = (await call(crmApi.imports[':id'].$get({ param: { id: progress.id } }))).data as CrmImportDto;
              offset = progress.processed;
            } else if (retryable(e) && attempts < 2) {
              attempts += 1;
            } else {
              throw e;
            }
          }
          setRun({ status: 'running', progress, error: null });
        }
        setRun({ status: 'done', progress, error: null });
      } catch (e) {
        setRun((r) => ({ status: 'failed', progress: r.progress, error: e instanceof Error ? e.message : String(e) }));
      } finally {
        void qc.invalidateQueries({ queryKey: crmKey });
      }
    },
    [qc],
  );

  const cancel = React.useCallback(() => {
    cancelled.current = true;
  }, []);
  const reset = React.useCallback(() => setRun({ status: 'idle', progress: null, error: null }), []);

  return { ...run, start, cancel, reset };
}
