import type { MeetingLinkDto } from '@contracts/meeting-links';
import { apiCall, publicCall } from './api';
import { h } from './dom';
import { slotPicker } from './link-kit';
import { empty, shareButtons, statusLine } from './popup-kit';

/** Availability: pick open slots of one of my links and insert them as text, in the prospect's time zone. */
export async function availabilityTab(): Promise<Node[]> {
  const links = (await apiCall<{ data: MeetingLinkDto[] }>('GET', '/api/meeting-links?scope=mine')).data;
  if (!links.length) return [empty('Create a meeting link in Routewise to share your availability.')];
  const status = statusLine();
  const picker = slotPicker(links, publicCall, 24);
  return [...picker.nodes, h('div', { class: 'footer' }, shareButtons(picker.text, status, 'the picked times'), status)];
}
