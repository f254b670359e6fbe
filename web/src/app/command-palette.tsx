import { Command } from 'cmdk';
import type { DialogState } from '@web/components/ui/dialog';
import { useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { Role } from '@contracts/common';
import { HOME_NAV, visibleNav } from './nav';

/** Cmd/Ctrl+K (the shell listens for it): jump to any screen the caller may open, or run a common action. */
export function CommandPalette({
  role,
  onSignOut,
  open,
  onOpenChange,
}: DialogState & {
  role: Role;
  onSignOut: () => void;
}) {
  const navigate = useNavigate();
  const go = (to: string) => {
    onOpenChange(false);
    navigate(to);
  };
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed left-1/2 top-24 z-50 w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 overflow-hidden rounded-lg border bg-popover shadow-xl"
        >
          <DialogPrimitive.Title className="sr-only">Command palette</DialogPrimitive.Title>
          <Command
            label="Command palette"
            className="[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-2 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground"
          >
            <Command.Input
              autoFocus
              placeholder="Search pages and actions…"
              className="h-12 w-full border-b bg-transparent px-4 text-sm outline-none"
            />
            <Command.List className="max-h-80 overflow-y-auto p-2">
              <Command.Empty className="p-4 text-center text-sm text-muted-foreground">No results found</Command.Empty>
              {[{ title: 'Home', items: [HOME_NAV] }, ...visibleNav(role)].map((section) => (
                <Command.Group key={section.title} heading={section.title}>
                  {section.items.map((item) => (
                    <Command.Item
                      key={item.to}
                      value={`${item.label} ${item.keywords ?? ''}`}
                      onSelect={() => go(item.to)}
                      className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm data-[selected=true]:bg-muted"
                    >
                      <item.icon className="h-4 w-4 text-muted-foreground" />
                      {item.label}
                    </Command.Item>
                  ))}
                </Command.Group>
              ))}
              <Command.Group heading="Actions">
                <Command.Item
                  value="sign out log out"
                  onSelect={() => {
                    onOpenChange(false);
                    onSignOut();
                  }}
                  className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm data-[selected=true]:bg-muted"
                >
                  <LogOut className="h-4 w-4 text-muted-foreground" /> Sign out
                </Command.Item>
              </Command.Group>
            </Command.List>
          </Command>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
