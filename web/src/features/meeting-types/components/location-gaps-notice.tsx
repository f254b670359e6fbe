import { useFormContext } from 'react-hook-form';
import { AlertTriangle } from 'lucide-react';
import { VIDEO_TOOL_LABELS } from '@contracts/meeting-types';
import { useLocationCheck } from '../api/get-location-check';
import type { MeetingTypeForm } from './meeting-type-form-model';

// What a host connects to get each tool's links: Meet comes with Google Calendar, Teams needs the Microsoft calendar too.
const CONNECT: Partial<Record<string, string>> = { google_meet: 'Google Calendar', microsoft_teams: 'Microsoft Calendar and Teams' };

const names = (list: string[]) => (list.length <= 1 ? list.join('') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`);

/**
 * Warns the admin, while editing, which hosts the video location cannot be honoured for: they have
 * neither the chosen tool nor their own conference link connected, so their meetings get no link and
 * the booking page promises no location. Decided by the server as a booking decides it.
 */
export function LocationGapsNotice() {
  const { watch } = useFormContext<MeetingTypeForm>();
  const [locationType, videoTool, memberIds] = watch(['locationType', 'videoTool', 'memberIds']);
  const check = useLocationCheck({ locationType, videoTool: videoTool ?? undefined, memberIds: memberIds ?? [] });
  const hosts = locationType === 'video' ? (check.data?.unhonoured ?? []) : [];
  if (!hosts.length || !check.data?.videoTool) return null;
  const tool = VIDEO_TOOL_LABELS[check.data.videoTool];
  const one = hosts.length === 1;
  return (
    <div role="status" className="flex gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <p>
        {names(hosts.map((h) => h.name))} {one ? 'has' : 'have'} no {tool} connected and no conference link of their own: their meetings get
        no video link, and the booking page promises no location. Ask them to connect {CONNECT[check.data.videoTool] ?? tool} in Profile ›
        Integrations, or choose another location.
      </p>
    </div>
  );
}
