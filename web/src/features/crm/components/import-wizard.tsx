import * as React from 'react';
import { CRM_MODULE_LABELS } from '@contracts/crm';
import { IMPORT_MODULES, mappingProblems, type ImportModule } from '@contracts/crm-import';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { FileDropZone } from '@web/components/ui/file-drop-zone';
import { SegmentedControl } from '@web/components/ui/segmented-control';
import { readSpreadsheet, SpreadsheetError, SPREADSHEET_MESSAGES, type Spreadsheet } from '@web/components/ui/spreadsheet';
import { Stepper } from '@web/components/ui/stepper';
import { useOwnerOptions } from '../api/owner-options';
import { useImportRunner } from '../api/run-import';
import { guessMapping } from './column-mapping';
import { rowProblems } from './import-row-check';
import { PreviewStep, RowProblemsNotice } from './import-preview-step';
import { ProgressStep } from './import-progress-step';
import { MappingStep, SKIP } from './import-steps';
import { plural } from '@web/lib/plural';

const STEPS = [
  { id: 'file', title: 'Choose file' },
  { id: 'preview', title: 'Preview' },
  { id: 'map', title: 'Map columns' },
  { id: 'import', title: 'Import' },
];

type Props = { open: boolean; onOpenChange: (open: boolean) => void; module: ImportModule; modules?: readonly ImportModule[] };

/** Import a .csv or .xlsx: the file is read in the browser, previewed, mapped to fields, then sent in chunks. */
export function ImportWizard({ open, onOpenChange, module: initialModule, modules = IMPORT_MODULES }: Props) {
  const [step, setStep] = React.useState(0);
  const [module, setModule] = React.useState<ImportModule>(initialModule);
  const [file, setFile] = React.useState<{ name: string; sheet: Spreadsheet } | null>(null);
  const [fileError, setFileError] = React.useState<string | null>(null);
  const [reading, setReading] = React.useState(false);
  const [mapping, setMapping] = React.useState<Record<string, string>>({});
  const runner = useImportRunner();

  React.useEffect(() => {
    if (!open) return;
    setStep(0);
    setModule(initialModule);
    setFile(null);
    setFileError(null);
    setMapping({});
    runner.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, initialModule]);

  const chosen = React.useMemo(() => Object.fromEntries(Object.entries(mapping).filter(([, t]) => t !== SKIP)), [mapping]);
  const problems = React.useMemo(() => (file ? mappingProblems(module, chosen) : []), [file, module, chosen]);
  const owners = useOwnerOptions(open);
  const members = React.useMemo(() => (owners.data ? new Set(owners.data.map((m) => m.email.toLowerCase())) : null), [owners.data]);
  const badRows = React.useMemo(() => (file ? rowProblems(module, chosen, file.sheet.rows, members) : []), [file, module, chosen, members]);

  const pick = async (f: File) => {
    setReading(true);
    setFileError(null);
    try {
      const sheet = await readSpreadsheet(f);
      setFile({ name: f.name, sheet });
      setMapping(guessMapping(sheet.headers, module));
    } catch (e) {
      setFile(null);
      setFileError(e instanceof SpreadsheetError ? e.message : SPREADSHEET_MESSAGES.unreadable);
    } finally {
      setReading(false);
    }
  };

  const changeModule = (m: ImportModule) => {
    setModule(m);
    if (file) setMapping(guessMapping(file.sheet.headers, m));
  };

  const running = runner.status === 'running';
  const finished = runner.status === 'done' || runner.status === 'failed' || runner.status === 'cancelled';
  const startImport = () => {
    if (!file) return;
    setStep(3);
    void runner.start({ module, fileName: file.name, mapping: chosen, rows: file.sheet.rows });
  };

  const close = (next: boolean) => {
    if (!next && running) return;
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-3xl" onInteractOutside={(e) => running && e.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Import {CRM_MODULE_LABELS[module].many.toLowerCase()}</DialogTitle>
          <DialogDescription>
            Upload a .csv or .xlsx file with a header row. Records are matched and updated, never duplicated.
          </DialogDescription>
        </DialogHeader>
        <Stepper steps={STEPS} current={step} label="Import steps" />
        <div className="min-h-48">
          {step === 0 && (
            <div className="grid gap-4">
              {modules.length > 1 && (
                <SegmentedControl
                  name="import-module"
                  legend="Import into"
                  value={module}
                  onChange={changeModule}
                  options={modules.map((m) => ({ value: m, label: CRM_MODULE_LABELS[m].many }))}
                />
              )}
              <FileDropZone
                id="import-file"
                label="Choose a .csv or .xlsx file"
                fileName={file?.name}
                busy={reading}
                error={fileError}
                hint={
                  file
                    ? `${plural(file.sheet.rows.length, 'row')}, ${plural(file.sheet.headers.length, 'column')}`
                    : 'The first row must hold the column names.'
                }
                onFile={pick}
              />
            </div>
          )}
          {step === 1 && file && <PreviewStep sheet={file.sheet} fileName={file.name} problems={badRows} />}
          {step === 2 && file && (
            <div className="grid gap-3">
              <MappingStep
                sheet={file.sheet}
                module={module}
                mapping={mapping}
                problems={problems}
                onChange={(column, target) => setMapping((m) => ({ ...m, [column]: target }))}
              />
              {problems.length === 0 && <RowProblemsNotice problems={badRows} />}
            </div>
          )}
          {step === 3 && (
            <ProgressStep status={runner.status} progress={runner.progress} error={runner.error} total={file?.sheet.rows.length ?? 0} />
          )}
        </div>
        <DialogFooter>
          {step < 3 && (
            <>
              <Button type="button" variant="outline" onClick={() => (step === 0 ? onOpenChange(false) : setStep(step - 1))}>
                {step === 0 ? 'Cancel' : 'Back'}
              </Button>
              {step < 2 ? (
                <Button type="button" disabled={!file || reading} onClick={() => setStep(step + 1)}>
                  Next
                </Button>
              ) : (
                <Button type="button" disabled={problems.length > 0} onClick={startImport}>
                  Import {plural(file?.sheet.rows.length ?? 0, 'row')}
                </Button>
              )}
            </>
          )}
          {step === 3 && running && (
            <Button type="button" variant="outline" onClick={runner.cancel}>
              Stop import
            </Button>
          )}
          {step === 3 && finished && (
            <>
              <Button type="button" variant="outline" onClick={() => (setStep(0), setFile(null), runner.reset())}>
                Import another file
              </Button>
              <Button type="button" onClick={() => onOpenChange(false)}>
                Done
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
