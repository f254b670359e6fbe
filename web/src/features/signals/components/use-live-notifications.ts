import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notificationsKey } from '../api/notifications';

export type LiveState = 'connecting' | 'live' | 'polling';

/**
 * Keeps the bell's list fresh: a WebSocket to the organization's notification object refreshes it the
 * moment a notification arrives; when the socket cannot open (a proxy, an old browser) or drops, the
 * bell falls back to polling and tries the socket again after a while.
 */
export function useLiveNotifications(onArrive: (title: string) => void): LiveState {
  const qc = useQueryClient();
  const [state, setState] = React.useState<LiveState>('connecting');
  const arrive = React.useRef(onArrive);
  arrive.current = onArrive;
  React.useEffect(() => {
    let ws: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let ping: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    let failures = 0;
    const open = () => {
      if (stopped || typeof WebSocket === 'undefined') return setState('polling');
      const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/notifications/socket`;
      try {
        ws = new WebSocket(url);
      } catch {
        setState('polling');
        return;
      }
      ws.onopen = () => {
        failures = 0;
        setState('live');
        void qc.invalidateQueries({ queryKey: notificationsKey });
        ping = setInterval(() => ws?.readyState === WebSocket.OPEN && ws.send('ping'), 30_000);
      };
      ws.onmessage = (m) => {
        if (m.data === 'pong') return;
        try {
          const msg = JSON.parse(String(m.data)) as { type: string; notification?: { title: string } };
          if (msg.type === 'notification') {
            void qc.invalidateQueries({ queryKey: notificationsKey });
            if (msg.notification) arrive.current(msg.notification.title);
          }
        } catch {
          /* not ours */
        }
      };
      ws.onclose = () => {
        clearInterval(ping);
        if (stopped) return;
        setState('polling');
        failures++;
        retry = setTimeout(open, Math.min(60_000, 2_000 * 2 ** Math.min(failures, 5)));
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(ping);
      ws?.close();
    };
  }, [qc]);
  return state;
}
