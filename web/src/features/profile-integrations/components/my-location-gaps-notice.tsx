import { Link } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import { conferencingTool, type ConferencingProvider } from '@contracts/conferencing';
import { VIDEO_TOOL_LABELS } from '@contracts/meeting-types';
import { useMyLocationGaps } from '../api/get-my-location-gaps';

/**
 * Tells the host which of their meeting types ask for a video call they cannot make yet (no such tool
 * and no conference link of their own), with a link to connect it: until then those meetings get no link.
 */
/** Google Meet links come with the member's Google Calendar, so that is what they connect. */
const viaGoogleCalendar = (provider: ConferencingProvider) => {
  const tool = conferencingTool(provider);
  return 'viaCalendar' in tool && tool.viaCalendar === 'google';
};

export function MyLocationGapsNotice() {
  const gaps = useMyLocationGaps().data ?? [];
  if (!gaps.length) return null;
  const tools = [...new Set(gaps.map((g) => g.videoTool))];
  return (
    <div role="status" className="mb-6 flex gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <div className="grid gap-1">
        <p className="font-medium">Your meetings of these types get no video link yet</p>
        <ul className="grid gap-0.5">
          {gaps.map((g) => (
            <li key={g.meetingTypeId}>
              {g.name} asks for {VIDEO_TOOL_LABELS[g.videoTool]}
            </li>
          ))}
        </ul>
        <p>
          Connect{' '}
          {tools.map((t, i) => (
            <span key={t}>
              {i > 0 && (i === tools.length - 1 ? ' or ' : ', ')}
              <Link className="font-medium underline" to={`/profile/integrations/${conferencingTool(t).slug}`}>
                {viaGoogleCalendar(t) ? 'Google Calendar' : conferencingTool(t).name}
              </Link>
            </span>
          ))}
          , or set your own{' '}
          <Link className="font-medium underline" to="/profile/integrations/conference-link">
            conference link
          </Link>
          .
        </p>
      </div>
    </div>
  );
}
