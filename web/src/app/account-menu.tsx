import { useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import { ROLE_LABELS } from '@contracts/common';
import type { SessionDto } from '@contracts/auth';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { AccountButton } from './account-button';

/** The avatar menu: who is signed in, profile, password, sign out. Its own chunk, loaded after first paint. */
export function AccountMenu({ user, onSignOut, defaultOpen }: { user: SessionDto['user']; onSignOut: () => void; defaultOpen?: boolean }) {
  const navigate = useNavigate();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <AccountButton name={user.name} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <div className="text-sm font-medium text-foreground">{user.name}</div>
          <div>
            {user.email} · {ROLE_LABELS[user.role]}
          </div>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/profile/edit')}>My profile</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/settings/password')}>Password</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut /> Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
