/** Fields the answer to a question may not be written to: who the record is, and who owns it. */
const NOT_MAPPABLE = ['email', 'owner_email', 'owner_id'];

/** Suggestions for a "CRM field" input (its `list`): the CRM's fields by key, labelled, minus identity and owner. */
export function CrmFieldDatalist({ id, fields }: { id: string; fields: { key: string; label: string }[] | undefined }) {
  return (
    <datalist id={id}>
      {(fields ?? [])
        .filter((f) => !NOT_MAPPABLE.includes(f.key))
        .map((f) => (
          <option key={f.key} value={f.key}>
            {f.label}
          </option>
        ))}
    </datalist>
  );
}
