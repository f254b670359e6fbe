import * as React from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { Bell } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';
import { useNotifications } from '../api/notifications';
import { useMarkNotificationsRead } from '../api/mark-read';
import { useLiveNotifications } from './use-live-notifications';

/** The top bar's bell: signal alerts, updated live, with an unread count. */
export function NotificationBell() {
  const live = useLiveNotifications((title) => toast(title, { icon: '🔔' }));
  const list = useNotifications(live === 'live' ? false : 20_000);
  const markRead = useMarkNotificationsRead();
  const unread = list.data?.unread ?? 0;
  return (
    <Popover onOpenChange={(open) => open && unread > 0 && markRead.mutate()}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
          data-live={live}
        >
          <Bell />
          {unread > 0 && (
            <span
              data-testid="bell-count"
              className="absolute -right-0.5 -top-0.5 min-w-4 rounded-full bg-destructive px-1 text-center text-[10px] font-semibold leading-4 text-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80 p-0">
        <div className="border-b px-3 py-2 text-sm font-semibold">Notifications</div>
        {list.data?.items.length ? (
          <ul className="max-h-96 divide-y overflow-y-auto text-sm" aria-label="Notifications">
            {list.data.items.map((n) => (
              <li key={n.id} className="grid gap-0.5 px-3 py-2">
                <span className="font-medium">{n.title}</span>
                <span className="text-muted-foreground">{n.body}</span>
                {n.link && (
                  <Link to={n.link} className="text-xs text-primary hover:underline">
                    View account
                  </Link>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="px-3 py-6 text-center text-sm text-muted-foreground">No notifications yet.</p>
        )}
        <div className="border-t px-3 py-2 text-xs">
          <Link to="/signals" className="text-primary hover:underline">
            Manage signals
          </Link>
        </div>
      </PopoverContent>
    </Popover>
  );
}
