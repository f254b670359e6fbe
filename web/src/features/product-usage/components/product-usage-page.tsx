import type { ProductUsageDto } from '@contracts/product-usage';
import { Card, CardContent } from '@web/components/ui/card';
import { LoadedPage } from '@web/components/ui/loaded-page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useSession } from '@web/lib/session';
import { useProductUsage } from '../api/get-product-usage';
import { ActivationForm } from './activation-form';
import { UsageSources } from './usage-sources';

/** /settings/product-usage (Admins): spec section 2 "product usage events and score"; "Activation settings have account-level and user-level tabs". */
export function ProductUsagePage() {
  const usage = useProductUsage();
  return (
    <LoadedPage
      className="grid gap-6"
      title="Product usage"
      description="Choose the activation events that make a user or an account active; the score shows on the accounts and contacts lists and works in segments and routing rules."
      what="product usage settings"
      loading="Loading product usage"
      query={usage}
    >
      {(data) => <Settings usage={data} />}
    </LoadedPage>
  );
}

function Settings({ usage }: { usage: ProductUsageDto }) {
  const session = useSession();
  return (
    <>
      <Card>
        <CardContent className="p-6">
          <Tabs defaultValue="account">
            <TabsList aria-label="Activation settings">
              <TabsTrigger value="account">Account level</TabsTrigger>
              <TabsTrigger value="user">User level</TabsTrigger>
            </TabsList>
            <TabsContent value="account">
              <ActivationForm scope="account" initial={usage.account} seen={usage.seenEvents} />
            </TabsContent>
            <TabsContent value="user">
              <ActivationForm scope="user" initial={usage.user} seen={usage.seenEvents} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      <UsageSources usage={usage} accountId={session.data?.account.id ?? ''} />
    </>
  );
}
