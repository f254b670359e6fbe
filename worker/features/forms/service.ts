import type { Db } from '../../db/client';
import type { Caller } from '../../env';
import type { FormDependenciesDto, FormDto, FormKind, FormSummaryDto } from '../../contracts/forms';
import type { FormValues } from '../../contracts/forms-body';
import { FORM_MESSAGES } from '../../contracts/forms';
import { suggestFormKey } from '../../contracts/forms-body';
import { DomainError, conflict, notFound } from '../../core/errors';
import { formDependencies, formsDependencies } from './parts/dependencies';
import * as repo from './repo';
import { iso, pick } from '../../contracts/response-kit';

function toDto(row: repo.FormRow): FormDto {
  return {
    ...pick(row, 'id', 'kind', 'name', 'formKey', 'provider', 'consentEnabled', 'consentText', 'submitLabel', 'questions'),
    mapping: row.mapping ? { ...row.mapping, selector: row.mapping.selector ?? '' } : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

function mappedFieldCount(row: repo.FormRow) {
  const m = row.mapping;
  if (!m) return 0;
  const names = m.nameFields.mode === 'full' ? [m.nameFields.fullName] : [m.nameFields.firstName, m.nameFields.lastName];
  return [...names, m.emailField].filter(Boolean).length + m.additionalFields.length;
}

/** Each kind keeps only its own columns: a native form has no mapping, a marketing form no questions. */
function columns(input: FormValues) {
  const settings = {
    name: input.name,
    formKey: input.formKey,
    consentEnabled: input.consentEnabled,
    consentText: input.consentText,
    submitLabel: input.submitLabel,
  };
  return input.kind === 'form'
    ? { kind: input.kind, ...settings, provider: 'native' as const, questions: input.questions, mapping: null }
    : { kind: input.kind, ...settings, provider: input.provider, questions: [], mapping: input.mapping };
}

const keyTaken = () => conflict('form_key_taken', FORM_MESSAGES.formKeyTaken, '/formKey');

export async function listForms(db: Db, caller: Caller, kind?: FormKind): Promise<FormSummaryDto[]> {
  const rows = await repo.listForms(db, caller.accountId, kind);
  const deps = await formsDependencies(
    db,
    caller.accountId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...pick(r, 'id', 'kind', 'name', 'formKey', 'provider'),
    questionCount: r.questions.length,
    mappedFieldCount: mappedFieldCount(r),
    sourceUrl: r.mapping?.sourceUrl ?? null,
    routerCount: deps.get(r.id)?.routers.length ?? 0,
    relayCount: deps.get(r.id)?.relays.length ?? 0,
    updatedAt: iso(r.updatedAt),
  }));
}

/** A form's question labels by question id, for showing a prospect's answers (empty for a deleted or unknown form). */
export async function formQuestionLabels(db: Db, accountId: string, id: string | null | undefined): Promise<Map<string, string>> {
  const row = id ? await repo.findForm(db, accountId, id) : undefined;
  return new Map((row?.questions ?? []).map((q) => [q.id, q.label]));
}

async function loadForm(db: Db, caller: Caller, id: string) {
  const row = await repo.findForm(db, caller.accountId, id);
  if (!row) throw notFound('Form');
  return row;
}

export async function getForm(db: Db, caller: Caller, id: string): Promise<FormDto> {
  return toDto(await loadForm(db, caller, id));
}

export async function createForm(db: Db, caller: Caller, input: FormValues): Promise<FormDto> {
  const id = crypto.randomUUID();
  const now = Date.now();
  if (!(await repo.insertFormIfKeyFree(db, { id, accountId: caller.accountId, ...columns(input), createdAt: now, updatedAt: now })))
    throw keyTaken();
  return getForm(db, caller, id);
}

export async function updateForm(db: Db, caller: Caller, id: string, input: FormValues): Promise<FormDto> {
  const existing = await loadForm(db, caller, id);
  if (existing.kind !== input.kind) throw new DomainError('invalid', 'invalid', FORM_MESSAGES.kindChange, '/kind');
  if (!(await repo.updateFormIfKeyFree(db, caller.accountId, id, { ...columns(input), updatedAt: Date.now() }))) {
    // Either the Form ID is taken or the form was deleted meanwhile; the reload tells which.
    await loadForm(db, caller, id);
    throw keyTaken();
  }
  return getForm(db, caller, id);
}

/** A copy named 'Copy of …' with the next free Form ID, same questions or mapping. */
export async function cloneForm(db: Db, caller: Caller, id: string): Promise<FormDto> {
  const source = await loadForm(db, caller, id);
  for (let attempt = 0; attempt < 3; attempt++) {
    const copyId = crypto.randomUUID();
    const now = Date.now();
    const formKey = suggestFormKey(source.name, await repo.liveFormKeys(db, caller.accountId));
    const { id: _i, accountId: _a, createdAt: _c, updatedAt: _u, deletedAt: _d, ...rest } = source;
    const row = {
      ...rest,
      id: copyId,
      accountId: caller.accountId,
      name: `Copy of ${source.name}`.slice(0, 120),
      formKey,
      createdAt: now,
      updatedAt: now,
    };
    if (await repo.insertFormIfKeyFree(db, row)) return getForm(db, caller, copyId);
  }
  throw keyTaken();
}

export async function getFormDependencies(db: Db, caller: Caller, id: string): Promise<FormDependenciesDto> {
  await loadForm(db, caller, id);
  return formDependencies(db, caller.accountId, id);
}

/** Soft delete, refused while a router or relay uses the form: their installs would stop routing. */
export async function deleteForm(db: Db, caller: Caller, id: string): Promise<void> {
  await loadForm(db, caller, id);
  const deps = await formDependencies(db, caller.accountId, id);
  if (deps.routers.length || deps.relays.length) {
    const names = [...deps.routers.map((r) => `Router: ${r.name}`), ...deps.relays.map((r) => `Relay: ${r.name}`)];
    throw new DomainError(
      'conflict',
      'form_in_use',
      FORM_MESSAGES.inUse,
      undefined,
      names.map((detail) => ({ code: 'form_in_use', detail })),
    );
  }
  await repo.softDeleteForm(db, caller.accountId, id, Date.now());
}
