import type { MeetingLinkDto } from '@contracts/meeting-links';
import type { MemberDto } from '@contracts/members';
import type { RelayLinkDto } from '@contracts/relay-sessions';
import { apiCall } from './api';
import { h } from './dom';
import { linkSections } from './link-kit';
import { empty, row, shareButtons, statusLine } from './popup-kit';

const linksOf = async (scope: 'mine' | 'all') =>
  (await apiCall<{ data: MeetingLinkDto[] }>('GET', `/api/meeting-links?scope=${scope}`)).data;

/** My Links: my meeting links and my relay links, each to copy or insert into the page's focused field. */
export async function myLinksTab(): Promise<Node[]> {
  const [links, relayLinks] = await Promise.all([linksOf('mine'), apiCall<{ data: RelayLinkDto[] }>('GET', '/api/relay-links')]);
  const status = statusLine();
  return [status, ...linkSections(links, relayLinks.data, (text, what) => shareButtons(text, status, what))];
}

/** Team: the members who share a team with me, with the meeting links of theirs I can see. */
export async function teamTab(): Promise<Node[]> {
  const [me, members, links] = await Promise.all([
    apiCall<{ data: MemberDto }>('GET', '/api/profile'),
    apiCall<{ data: MemberDto[] }>('GET', '/api/members?status=active'),
    linksOf('all'),
  ]);
  const myTeams = new Set(me.data.teams.map((t) => t.id));
  const mates = members.data.filter((m) => m.id !== me.data.id && m.teams.some((t) => myTeams.has(t.id)));
  if (!mates.length) return [empty('No teammates yet: you share no team with another member.')];
  const status = statusLine();
  const person = (m: MemberDto) => {
    const theirs = links.filter((l) => l.ownerUserId === m.id || l.members.some((x) => x.id === m.id));
    return h(
      'li',
      { class: 'person' },
      row(
        m.name,
        `${m.email} · ${m.teams.map((t) => t.name).join(', ')}`,
        shareButtons(() => m.email, status, `${m.name}'s e-mail`),
      ),
      theirs.length
        ? h(
            'ul',
            { class: 'nested' },
            ...theirs.map((l) =>
              row(
                l.name,
                l.url,
                shareButtons(() => l.url, status, `the link ${l.name}`),
              ),
            ),
          )
        : null,
    );
  };
  return [status, h('ul', {}, ...mates.map(person))];
}
