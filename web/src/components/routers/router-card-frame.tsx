import type * as React from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { RuleActionsMenu } from '@web/components/rules/rule-actions-menu';
import { Card } from '@web/components/ui/card';
import { DropdownMenuItem } from '@web/components/ui/dropdown-menu';
import { RouterCardFacts, type RouterCardFact } from './router-card-stats';

/** An item of a router card's "…" menu: a page of the router it opens. */
export type RouterCardAction = { icon: LucideIcon; label: string; path: string; editorsOnly?: boolean };

type Props = {
  /** The name link's element id; it names the card for screen readers. */
  id: string;
  name: string;
  /** The router's page: the name links to it and Edit (View for those who may not edit) opens it. */
  to: string;
  /** Beside the name: a state such as the widget's installation. */
  badge?: React.ReactNode;
  facts: readonly RouterCardFact[];
  canEdit: boolean;
  /** The menu's items between Edit/View and Delete, in order. */
  actions: readonly RouterCardAction[];
  onOpen: (path: string) => void;
  onDelete: () => void;
  /** The card's body under the header: its figures, links and settings. */
  children: React.ReactNode;
};

/**
 * A router in a list (inbound, campaign or handover): its name linking to it, a badge, the small print
 * of what it uses, and the "…" menu with Edit/View, the router's own pages and, for editors, Delete.
 */
export function RouterCardFrame({ id, name, to, badge, facts, canEdit, actions, onOpen, onDelete, children }: Props) {
  return (
    <Card className="grid gap-3 p-4" aria-labelledby={id}>
      <div className="flex items-start gap-2">
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <Link id={id} to={to} className="truncate text-base font-semibold hover:underline">
              {name}
            </Link>
            {badge}
          </div>
          <RouterCardFacts facts={facts} />
        </div>
        {/* The same "…" menu as a rule's in a list, without Duplicate: Clone is one of the router's own items. */}
        <RuleActionsMenu name={name} canEdit={canEdit} onEdit={() => onOpen(to)} onDelete={onDelete}>
          {actions
            .filter((a) => canEdit || !a.editorsOnly)
            .map(({ icon: Icon, label, path }) => (
              <DropdownMenuItem key={label} onSelect={() => onOpen(path)}>
                <Icon /> {label}
              </DropdownMenuItem>
            ))}
        </RuleActionsMenu>
      </div>
      {children}
    </Card>
  );
}
