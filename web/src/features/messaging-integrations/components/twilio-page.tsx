import * as React from 'react';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { EnterpriseNote } from '@web/components/plans/enterprise-note';
import { errorsByPointer } from '@web/lib/api-error';
import { useConnect } from '../api/connect';
import { ConnectionShell } from './connection-shell';
import { CredentialsForm } from '@web/components/integrations/connection-page';

/** /settings/integrations/twilio: Account ID, Auth Token and sender number, then a one-time code to the admin's phone (Enterprise). */
export function TwilioPage() {
  const connect = useConnect('twilio', 'twilio', 'Verification code sent');
  const verify = useConnect('twilio-verify', 'twilio', 'Twilio connected');
  const [f, setF] = React.useState({ accountSid: '', authToken: '', senderNumber: '', verifyPhone: '' });
  const [code, setCode] = React.useState('');
  const errors = { ...errorsByPointer(connect.error), ...errorsByPointer(verify.error) };
  return (
    <ConnectionShell provider="twilio" name="Twilio (SMS)" description="Send SMS from your own Twilio number. Twilio is the only SMS tool.">
      {(c) =>
        !c.allowed ? (
          <EnterpriseNote feature="sms" />
        ) : c.status === 'connecting' ? (
          <CredentialsForm submit={() => verify.mutate({ code })} pending={verify.isPending} label="Verify">
            <FormField id="tw-code" label="Verification code" hint="We texted a 6-digit code to your phone." error={errors['/code']}>
              <Input inputMode="numeric" value={code} onChange={(e) => setCode(e.target.value)} />
            </FormField>
          </CredentialsForm>
        ) : (
          <form
            className="grid gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              connect.mutate(f);
            }}
          >
            <FormField id="tw-sid" label="Account ID" error={errors['/accountSid']}>
              <Input value={f.accountSid} onChange={(e) => setF({ ...f, accountSid: e.target.value })} />
            </FormField>
            <FormField id="tw-token" label="Auth Token" error={errors['/authToken']}>
              <Input type="password" value={f.authToken} onChange={(e) => setF({ ...f, authToken: e.target.value })} />
            </FormField>
            <FormField id="tw-from" label="Sender number" error={errors['/senderNumber']}>
              <Input value={f.senderNumber} placeholder="+15005550006" onChange={(e) => setF({ ...f, senderNumber: e.target.value })} />
            </FormField>
            <FormField id="tw-phone" label="Your phone number (for the verification code)" error={errors['/verifyPhone']}>
              <Input value={f.verifyPhone} onChange={(e) => setF({ ...f, verifyPhone: e.target.value })} />
            </FormField>
            <Button type="submit" className="justify-self-start" loading={connect.isPending}>
              {c.status === 'connected' ? 'Reconnect' : 'Connect'}
            </Button>
          </form>
        )
      }
    </ConnectionShell>
  );
}
