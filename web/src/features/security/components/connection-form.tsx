import type * as React from 'react';
import { Button } from '@web/components/ui/button';

/** A sign-in connection's form (OpenID or SAML): its fields, then Save. */
export function ConnectionForm({
  onSubmit,
  saving,
  children,
}: {
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  saving: boolean;
  children: React.ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {children}
      <div>
        <Button type="submit" loading={saving}>
          Save
        </Button>
      </div>
    </form>
  );
}
