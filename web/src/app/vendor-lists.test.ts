import { describe, expect, it } from 'vitest';
import { CRM_VENDOR_IDS, vendorsOfKind } from '@contracts/vendors';
import { CRM_TOOLS } from '@web/features/integrations/components/crm-tools';
import { NAV } from './nav';

const item = (to: string) => NAV.flatMap((s) => s.items).find((i) => i.to === to)!;

describe("the web's vendor lists come from the vendor catalogue", () => {
  it('has a CRM page entry, with its name and auth style, for every CRM vendor and no other', () => {
    expect(Object.keys(CRM_TOOLS)).toEqual([...CRM_VENDOR_IDS]);
    for (const v of vendorsOfKind('crm'))
      expect(CRM_TOOLS[v.id as keyof typeof CRM_TOOLS]).toMatchObject({ provider: v.id, name: v.name, auth: v.auth });
    for (const tool of Object.values(CRM_TOOLS)) expect(tool.connectHint).not.toBe('');
  });

  it("the command palette finds each integrations page by any of its vendors' names", () => {
    const org = item('/settings/integrations').keywords!;
    for (const kind of ['crm', 'messaging', 'analytics', 'enrichment'] as const)
      for (const v of vendorsOfKind(kind)) expect(org, v.id).toContain(v.name.toLowerCase());
    const own = item('/profile/integrations').keywords!;
    for (const kind of ['calendar', 'conferencing'] as const)
      for (const v of vendorsOfKind(kind)) expect(own, v.id).toContain(v.name.toLowerCase());
  });
});
