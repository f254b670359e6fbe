import * as React from 'react';
import { useForm } from 'react-hook-form';
import { Trash2 } from 'lucide-react';
import { CRM_MODULE_LABELS, type CrmModule, type CrmRecordDto } from '@contracts/crm';
import { Button } from '@web/components/ui/button';
import { ConfirmDeleteDialog } from '@web/components/ui/confirm-delete-dialog';
import { Sheet, SheetBody, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from '@web/components/ui/sheet';
import { TextField } from '@web/components/ui/text-field';
import { applyServerErrors, useResetOnOpen } from '@web/lib/forms';
import { useDeleteRecord } from '../api/delete-record';
import { useCrmRecords } from '../api/list-records';
import { useOwnerOptions } from '../api/owner-options';
import { useCreateRecord, useUpdateRecord } from '../api/save-record';
import { ContactSections } from './contact-sections';
import { RecordAccountField, RecordCustomFields, RecordOwnerField } from './record-sheet-fields';
import { formValuesOf, payloadOf, requiredLabel, validateRecord, type RecordFormValues } from './record-form-model';
import { instantIn, useViewerZone } from '@web/lib/viewer-time';
import type { DialogState } from '@web/components/ui/dialog';

type Props = DialogState & {
  module: CrmModule;
  /** null: a new record. */
  record: CrmRecordDto | null;
  canEdit: boolean;
  /** For a new contact or opportunity made from an account page. */
  defaultAccountId?: string;
};

const FIELDS = ['objectType', 'name', 'email', 'phone', 'domain', 'ownerUserId', 'parentAccountId', 'contactId', 'fields'] as const;

/** View, create or edit one CRM record in a side sheet; Admins and Managers can change and delete it. */
export function RecordSheet({ open, onOpenChange, module, record, canEdit, defaultAccountId }: Props) {
  const zone = useViewerZone();
  const create = useCreateRecord();
  const update = useUpdateRecord();
  const remove = useDeleteRecord();
  const owners = useOwnerOptions(open);
  const accounts = useCrmRecords({ module: 'account', pageSize: 100 }, open && module !== 'account');
  const [confirming, setConfirming] = React.useState(false);
  const label = CRM_MODULE_LABELS[module].one;
  const form = useForm<RecordFormValues>({ defaultValues: formValuesOf(record) });

  useResetOnOpen(form, open, { ...formValuesOf(record), parentAccountId: record?.parentAccountId ?? defaultAccountId ?? '' }, record?.id);

  const onSubmit = form.handleSubmit((values) => {
    const problems = validateRecord(module, values);
    if (Object.keys(problems).length) {
      for (const [field, message] of Object.entries(problems)) form.setError(field as keyof RecordFormValues, { type: 'client', message });
      return;
    }
    const { module: _m, ...json } = payloadOf(module, values, record);
    const done = { onSuccess: () => onOpenChange(false), onError: (e: Error) => applyServerErrors(e, form.setError, FIELDS) };
    if (record) update.mutate({ id: record.id, json }, done);
    else create.mutate({ module, ...json }, done);
  });

  const accountOptions = [
    ...(record?.parentAccountId && !accounts.data?.data.some((a) => a.id === record.parentAccountId)
      ? [{ value: record.parentAccountId, label: record.parentAccountName ?? 'Current account' }]
      : []),
    ...(accounts.data?.data ?? []).map((a) => ({ value: a.id, label: a.name || a.domain || a.id, hint: a.domain ?? undefined })),
  ];
  const disabled = !canEdit;

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent aria-describedby="record-sheet-description">
        <div className="flex h-full flex-col">
          <SheetHeader>
            <SheetTitle>{record ? record.name || record.email || record.domain || label : `New ${label.toLowerCase()}`}</SheetTitle>
            <SheetDescription id="record-sheet-description">
              {record ? `${label} · updated ${instantIn(record.updatedAt, zone)}` : `Add a ${label.toLowerCase()} to the built-in CRM.`}
            </SheetDescription>
          </SheetHeader>
          <SheetBody>
            {/* The record's own form; a contact's notes and tasks below have theirs (forms do not nest). */}
            <form id="record-sheet-form" onSubmit={onSubmit} noValidate className="grid content-start gap-5">
              {module === 'custom_object' && (
                <TextField form={form} name="objectType" id="record-object-type" label="Object type" disabled={disabled} />
              )}
              <TextField
                form={form}
                name="name"
                id="record-name"
                label={requiredLabel(module, 'name') ? 'Name' : 'Name (optional)'}
                disabled={disabled}
                autoComplete="off"
              />
              {module !== 'account' && module !== 'opportunity' && (
                <TextField
                  form={form}
                  name="email"
                  id="record-email"
                  label={requiredLabel(module, 'email') ? 'Email' : 'Email (optional)'}
                  type="email"
                  disabled={disabled}
                  autoComplete="off"
                />
              )}
              {module === 'account' && (
                <TextField
                  form={form}
                  name="domain"
                  id="record-domain"
                  label="Domain"
                  hint="The company's website or domain, e.g. acme.com"
                  disabled={disabled}
                  autoComplete="off"
                  placeholder="acme.com"
                />
              )}
              {module !== 'opportunity' && (
                <TextField
                  form={form}
                  name="phone"
                  id="record-phone"
                  label="Phone"
                  hint="With the country code, e.g. +1 415 555 0100"
                  type="tel"
                  disabled={disabled}
                  autoComplete="off"
                />
              )}
              <RecordOwnerField form={form} disabled={disabled} owners={owners} record={record} />
              {module !== 'account' && module !== 'lead' && <RecordAccountField form={form} disabled={disabled} options={accountOptions} />}
              <RecordCustomFields form={form} disabled={disabled} />
            </form>
            {record?.module === 'contact' && <ContactSections record={record} />}
          </SheetBody>
          <SheetFooter>
            {record && canEdit && (
              <Button type="button" variant="ghost" className="mr-auto text-destructive" onClick={() => setConfirming(true)}>
                <Trash2 /> Delete
              </Button>
            )}
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {canEdit ? 'Cancel' : 'Close'}
            </Button>
            {canEdit && (
              <Button type="submit" form="record-sheet-form" loading={create.isPending || update.isPending}>
                {record ? 'Save changes' : `Create ${label.toLowerCase()}`}
              </Button>
            )}
          </SheetFooter>
        </div>
      </SheetContent>
      {record && (
        <ConfirmDeleteDialog
          open={confirming}
          onOpenChange={setConfirming}
          kind={label.toLowerCase()}
          name={record.name || record.email || record.domain || record.id}
          impacted={record.module === 'account' && record.contactCount ? [`${record.contactCount} contacts lose their account link`] : []}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(record, { onSuccess: () => (setConfirming(false), onOpenChange(false)) })}
        />
      )}
    </Sheet>
  );
}
