import { isTimedTrigger } from '@contracts/workflows';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Switch } from '@web/components/ui/switch';
import { useRotateSecret } from '../../api/rotate-secret';
import type { ActionFieldsProps } from './field-set';
import { RemoveButton } from '@web/components/ui/remove-button';

/** Send webhook: the URL, custom headers, an optional delay and, once saved, the signing secret's rotation. */
export function WebhookFields({
  workflow: w,
  setConfig,
  setWorkflow,
  error,
  errorUnder,
  workflowId,
  secretHint,
  onSecret,
}: ActionFieldsProps) {
  const rotate = useRotateSecret(workflowId ?? '');
  const c = w.config;
  const headerError = errorUnder('/config/headers');
  return (
    <>
      <FormField id="wf-url" label="Webhook URL" error={error('/config/webhookUrl')}>
        <Input
          type="url"
          value={c.webhookUrl}
          placeholder="https://example.com/hooks/routewise"
          onChange={(e) => setConfig({ webhookUrl: e.target.value })}
        />
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">Headers</legend>
        <p className="text-xs text-muted-foreground">Sent with every delivery, beside the Standard Webhooks signature headers.</p>
        {c.headers.map((h, i) => (
          <div key={i} className="flex gap-2">
            <Input
              aria-label={`Header ${i + 1} key`}
              value={h.name}
              placeholder="Key"
              onChange={(e) => setConfig({ headers: c.headers.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)) })}
            />
            <Input
              aria-label={`Header ${i + 1} value`}
              value={h.value}
              placeholder="Value"
              onChange={(e) => setConfig({ headers: c.headers.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)) })}
            />
            <RemoveButton label={`Remove header ${i + 1}`} onClick={() => setConfig({ headers: c.headers.filter((_, j) => j !== i) })} />
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => setConfig({ headers: [...c.headers, { name: '', value: '' }] })}
        >
          Add header
        </Button>
        {headerError && <p className="text-sm text-destructive">{headerError}</p>}
      </fieldset>
      {!isTimedTrigger(w.trigger) && (
        <div className="flex flex-wrap items-end gap-4">
          <label className="flex items-center gap-2 text-sm">
            <Switch checked={c.delayWebhook} onCheckedChange={(v) => setConfig({ delayWebhook: v })} aria-label="Delay the webhook" /> Delay
            the webhook
          </label>
          {c.delayWebhook && (
            <FormField id="wf-webhook-delay" label="Delay (minutes)" error={error('/delayMinutes')}>
              <Input type="number" min={1} value={w.delayMinutes} onChange={(e) => setWorkflow({ delayMinutes: Number(e.target.value) })} />
            </FormField>
          )}
        </div>
      )}
      {secretHint && (
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <span>Signing secret ends in {secretHint}. Deliveries are signed per Standard Webhooks.</span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            loading={rotate.isPending}
            onClick={async () => onSecret((await rotate.mutateAsync()).secret ?? null)}
          >
            Rotate secret
          </Button>
        </div>
      )}
    </>
  );
}
