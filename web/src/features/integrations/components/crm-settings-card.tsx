import * as React from 'react';
import toast from 'react-hot-toast';
import { CRM_MODULE_TYPES, ENTERPRISE_GATES, type CrmIntegrationDto, type CrmModuleType } from '@contracts/integration-catalog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';
import { useUpdateCrmSettings } from '../api/update-crm-settings';
import { labelledOptions } from '@web/components/ui/named-options';

const MODULE_TYPE_LABELS: Record<CrmModuleType, string> = { both: 'Both leads and contacts', lead: 'Leads', contact: 'Contacts' };

/** Module type (both, lead, contact), the custom object, and the Enterprise-gated separate owner properties. */
export function CrmSettingsCard({ integration, disabled }: { integration: CrmIntegrationDto; disabled: boolean }) {
  const s = integration.settings;
  const [moduleType, setModuleType] = React.useState<CrmModuleType>(s.moduleType);
  const [customObject, setCustomObject] = React.useState(s.customObjectType ?? '');
  const [leadOwner, setLeadOwner] = React.useState(s.leadOwnerProperty ?? '');
  const [contactOwner, setContactOwner] = React.useState(s.contactOwnerProperty ?? '');
  const save = useUpdateCrmSettings(integration.provider);
  const enterprise = integration.plan === 'enterprise';
  const submit = () =>
    save.mutate(
      {
        moduleType,
        customObjectType: customObject.trim() || null,
        ...(enterprise ? { leadOwnerProperty: leadOwner.trim() || null, contactOwnerProperty: contactOwner.trim() || null } : {}),
      },
      { onSuccess: () => toast.success(`${integration.name} settings updated`), onError: (e) => toast.error(e.message) },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>CRM settings</CardTitle>
        <CardDescription>Which records routers create and update, and what else routing reads.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor="crm-module-type">Module type</Label>
          <Select id="crm-module-type" value={moduleType} onChange={(e) => setModuleType(e.target.value as CrmModuleType)}>
            {labelledOptions(CRM_MODULE_TYPES, MODULE_TYPE_LABELS)}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="crm-custom-object">Custom object (API name)</Label>
          <Input
            id="crm-custom-object"
            placeholder={integration.provider === 'salesforce' ? 'Project__c' : '2-1234567'}
            value={customObject}
            onChange={(e) => setCustomObject(e.target.value)}
          />
        </div>
        <fieldset className="grid gap-3 rounded-md border p-3" disabled={!enterprise}>
          <legend className="flex items-center gap-2 px-1 text-sm font-medium">
            Separate owner property for leads and contacts <Badge variant="outline">Enterprise</Badge>
          </legend>
          {!enterprise && <p className="text-sm text-muted-foreground">{ENTERPRISE_GATES.separateOwner}</p>}
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor="lead-owner">Lead owner property</Label>
              <Input id="lead-owner" value={leadOwner} onChange={(e) => setLeadOwner(e.target.value)} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="contact-owner">Contact owner property</Label>
              <Input id="contact-owner" value={contactOwner} onChange={(e) => setContactOwner(e.target.value)} />
            </div>
          </div>
        </fieldset>
        {!enterprise && (
          <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">
            <Badge variant="outline" className="mr-2">
              Enterprise
            </Badge>
            {ENTERPRISE_GATES.opportunities}
          </p>
        )}
      </CardContent>
      <CardFooter className="justify-end">
        <Button size="sm" onClick={submit} loading={save.isPending} disabled={disabled}>
          Save settings
        </Button>
      </CardFooter>
    </Card>
  );
}
