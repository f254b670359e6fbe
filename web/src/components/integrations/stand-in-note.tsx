import * as React from 'react';
import { standInLabel, type StandInsDto, type StandInTool } from '@contracts/stand-ins';
import { Badge } from '@web/components/ui/badge';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

// Which integrations this server serves through local stand-ins (`npm start`) does not change while the
// page lives: asked once, and only of a server on a loopback address (the route is closed elsewhere).
let tools: StandInTool[] | null = null;
let asked: Promise<void> | null = null;
const listeners = new Set<() => void>();

function ask(): Promise<void> {
  asked ??= (
    LOOPBACK.has(window.location.hostname)
      ? fetch('/api/dev/stand-ins', { credentials: 'same-origin' }).then((r) => (r.ok ? (r.json() as Promise<StandInsDto>) : { data: [] }))
      : Promise.resolve({ data: [] })
  )
    .catch(() => ({ data: [] as StandInTool[] }))
    .then((body) => {
      // Anything but a list (an old server, a proxy's page) means no stand-ins, never a broken screen.
      tools = Array.isArray(body?.data) ? body.data : [];
      listeners.forEach((l) => l());
    });
  return asked;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  void ask();
  return () => listeners.delete(listener);
}

/** The stand-in serving an integration provider on this server, if any. */
export function useStandIn(provider: string | null | undefined): StandInTool | undefined {
  const all = React.useSyncExternalStore(subscribe, () => tools);
  return provider ? all?.find((t) => t.provider === provider) : undefined;
}

/** Only for tests: forget what the server said, so the next render asks again. */
export function resetStandIns() {
  tools = null;
  asked = null;
}

/** "local stand-in of Google Calendar" beside a connection made through the local stand-in; nothing otherwise. */
export function StandInNote({ provider, className }: { provider: string | null | undefined; className?: string }) {
  const standIn = useStandIn(provider);
  if (!standIn) return null;
  return (
    <Badge
      variant="outline"
      className={className}
      title={`Connected to the ${standIn.vendor} stand-in that npm start runs on this machine; nothing leaves it.`}
    >
      {standInLabel(standIn.tool)}
    </Badge>
  );
}
