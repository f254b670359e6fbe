import * as React from 'react';
import { INTERCOM_MESSAGES, type IntercomRouterDto, type IntercomRouterInput, type IntercomTrigger } from '@contracts/intercom';
import { Button } from '@web/components/ui/button';
import { ChipsInput } from '@web/components/ui/chips-input';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { Checkbox } from '@web/components/ui/switch';
import { ApiRequestError } from '@web/lib/api-error';
import { useIntercomAttributes, usePods, useSaveIntercomRouter } from '../api/intercom';

const blank: IntercomRouterInput = {
  name: '',
  trigger: 'conversation_started',
  attributeName: null,
  attributeValue: null,
  matchingRuleIds: [],
  podId: '',
  tags: [],
  active: true,
};

/** Creates or edits an Intercom router: its trigger, the pod that chooses the rep, and the tags written back. */
export function IntercomRouterForm({ router, onSaved }: { router?: IntercomRouterDto; onSaved?: (r: IntercomRouterDto) => void }) {
  const [v, setV] = React.useState<IntercomRouterInput>(router ?? blank);
  const set = (patch: Partial<IntercomRouterInput>) => setV((x) => ({ ...x, ...patch }));
  const attrs = useIntercomAttributes(v.trigger === 'attribute_set');
  const pods = usePods();
  const save = useSaveIntercomRouter(router?.id ?? null);
  const errors = save.error instanceof ApiRequestError ? save.error.fieldErrors : [];
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;
  const attr = v.trigger === 'attribute_set' ? attrs.data?.find((a) => a.name === v.attributeName) : undefined;
  const chooseAttribute = (name: string) => set({ attributeName: name || null, attributeValue: null });
  const tooLarge = attr && !attr.selectable ? INTERCOM_MESSAGES.dropdownTooLarge : undefined;
  const other = errors.find((e) => !e.field)?.message;
  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(v, { onSuccess: (r) => onSaved?.(r) });
      }}
    >
      <FormField id="ic-name" label="Router name" error={errorOf('name')}>
        <Input value={v.name} onChange={(e) => set({ name: e.target.value })} maxLength={100} />
      </FormField>
      <FormField id="ic-trigger" label="Route when">
        {(c) => (
          <Select
            {...c}
            value={v.trigger}
            onChange={(e) => set({ trigger: e.target.value as IntercomTrigger, attributeName: null, attributeValue: null })}
          >
            <option value="conversation_started">A conversation starts</option>
            <option value="attribute_set">A contact attribute is set to a value</option>
          </Select>
        )}
      </FormField>
      {v.trigger === 'attribute_set' && (
        <>
          <FormField id="ic-attribute" label="Intercom attribute" error={tooLarge ?? errorOf('attributeName')}>
            {(c) => (
              <Select
                {...c}
                value={v.attributeName ?? ''}
                onChange={(e) => chooseAttribute(e.target.value)}
                placeholder="Choose an attribute"
              >
                {(attrs.data ?? []).map((a) => (
                  <option key={a.name} value={a.name}>
                    {a.selectable ? a.label : `${a.label} (more than ten choices)`}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField id="ic-value" label="Value" error={errorOf('attributeValue')}>
            {(c) =>
              attr && attr.options.length > 0 && attr.selectable ? (
                <Select {...c} value={v.attributeValue ?? ''} onChange={(e) => set({ attributeValue: e.target.value })}>
                  {attr.options.map((o) => (
                    <option key={o} value={o}>
                      {o}
                    </option>
                  ))}
                </Select>
              ) : (
                <Input {...c} value={v.attributeValue ?? ''} onChange={(e) => set({ attributeValue: e.target.value })} />
              )
            }
          </FormField>
        </>
      )}
      <FormField
        id="ic-pod"
        label="Distribution pod"
        error={errorOf('podId')}
        hint="The next rep of this pod's round robin gets the conversation."
      >
        {(c) => (
          <Select {...c} value={v.podId} onChange={(e) => set({ podId: e.target.value })} placeholder="Choose a pod">
            {(pods.data ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="ic-tags" label="Tags added to the conversation" error={errorOf('tags')}>
        {(c) => <ChipsInput {...c} value={v.tags} onChange={(tags) => set({ tags })} placeholder="Type a tag and press Enter" />}
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <Checkbox checked={v.active} onCheckedChange={(on) => set({ active: on === true })} /> Active
      </label>
      {other && <p className="text-sm text-destructive">{other}</p>}
      <Button type="submit" className="justify-self-start" loading={save.isPending} disabled={!!tooLarge}>
        {router ? 'Save router' : 'Create router'}
      </Button>
    </form>
  );
}
