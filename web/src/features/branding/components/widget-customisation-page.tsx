import * as React from 'react';
import type { ThemeDto } from '@contracts/branding';
import { Card, CardContent } from '@web/components/ui/card';
import { LoadedPage } from '@web/components/ui/loaded-page';
import { useSession } from '@web/lib/session';
import { useBranding } from '../api/get-branding';
import { ThemeForm } from './theme-form';
import { ThemePreview } from './theme-preview';

/** /settings/branding/widget-customisation (Admins): the theme prospects see, with a live preview. */
export function WidgetCustomisationPage() {
  const branding = useBranding();
  const session = useSession();
  const [theme, setTheme] = React.useState<ThemeDto | null>(null);
  const account = session.data?.account;
  return (
    <LoadedPage
      className="grid gap-6"
      title="Widget customisation"
      description="The colour, style and button label of your scheduler widget, booking pages and campaign pages."
      what="widget customisation"
      query={branding}
    >
      {(data) => (
        <div className="grid gap-6">
          <Card>
            <CardContent className="p-6">
              <ThemeForm branding={data} onChange={setTheme} />
            </CardContent>
          </Card>
          <section aria-label="Preview" className="grid content-start gap-2">
            <h2 className="text-sm font-medium">Preview</h2>
            <ThemePreview theme={theme ?? data} company={account?.company ?? ''} logoUrl={account?.logoUrl ?? null} />
          </section>
        </div>
      )}
    </LoadedPage>
  );
}
