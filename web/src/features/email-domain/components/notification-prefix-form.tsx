import { valibotResolver } from '@hookform/resolvers/valibot';
import { updateNotificationPrefixSchema } from '@contracts/email-domain';
import { DomainSettingForm } from '@web/components/domain-settings/domain-setting-form';
import { useUpdateNotificationPrefix } from '../api/update-notification-prefix';

const resolver = valibotResolver(updateNotificationPrefixSchema);

/** The notification prefix: the local part of the address the organization's e-mails go from. */
export function NotificationPrefixForm({ domain, value }: { domain: string; value: string }) {
  const update = useUpdateNotificationPrefix();
  return (
    <DomainSettingForm
      name="notificationPrefix"
      resolver={resolver}
      value={value}
      save={update}
      saved={(d) => d.domain?.notificationPrefix ?? ''}
      label="Notification prefix"
      hint="Letters, digits, dots, hyphens and underscores, such as meetings or team.notices."
      input={{ autoComplete: 'off', spellCheck: false }}
      suffix={
        <span className="min-w-0 break-all font-mono text-sm text-muted-foreground sm:shrink-0 sm:break-normal sm:whitespace-nowrap">
          @{domain}
        </span>
      }
    />
  );
}
