import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { EmailChipsField } from '@web/components/ui/email-chips-field';

/** The addresses to invite, worded the same wherever members are invited (the Members page, onboarding). */
export function InviteEmailsField<T extends FieldValues & { emails: string[] }>({ form }: { form: UseFormReturn<T> }) {
  return (
    <EmailChipsField
      form={form}
      name={'emails' as FieldPath<T>}
      id="invite-emails"
      label="Email addresses"
      hint="Press Enter or comma after each address. You can also paste a list."
    />
  );
}

/** The invite button's label: how many invitations it sends. */
export const sendInvitationsLabel = (count: number) => (count > 1 ? `Send ${count} invitations` : 'Send invitation');
