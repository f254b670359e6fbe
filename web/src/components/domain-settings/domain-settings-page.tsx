import type * as React from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, CardContent } from '@web/components/ui/card';
import { FormSection } from '@web/components/ui/form-section';
import { LoadedPage } from '@web/components/ui/loaded-page';

/** Said above the form while the server lacks the provider's credentials. */
export function NotConfigured({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      {children}
    </p>
  );
}

/**
 * The card of a custom domain page: the add form while there is no domain (`added` false), else the
 * domain's status, its DNS records until verified, and its settings. `notConfigured` is shown first
 * while the provider is not set up.
 */
export function DomainSettingsCard({
  added,
  notConfigured,
  children,
}: {
  added: boolean;
  notConfigured: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardContent className={added ? 'grid gap-8 p-6' : 'grid gap-4 p-6'}>
        {notConfigured}
        {children}
      </CardContent>
    </Card>
  );
}

/** The records to add at the DNS provider, as a section of the domain card. */
export function DnsRecordsSection({ description, children }: { description: string; children: React.ReactNode }) {
  return (
    <FormSection title="DNS records" description={description}>
      {children}
    </FormSection>
  );
}

/** A custom domain settings page: its header, then the card once the state has loaded. */
export function DomainSettingsPage<T>(props: {
  title: string;
  description: string;
  /** The thing loaded, as the loading and error states say it ("e-mail domain"). */
  what: string;
  query: UseQueryResult<T>;
  children: (state: T) => React.ReactNode;
}) {
  return <LoadedPage className="grid gap-6" {...props} />;
}
