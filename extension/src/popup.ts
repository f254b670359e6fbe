import type { MemberDto } from '@contracts/members';
import { EXTENSION_CONNECT_PATH } from '@contracts/extension';
import { APP_URL, apiCall, forgetToken, storedToken } from './api';
import { h } from './dom';
import { loadInto } from './popup-kit';
import { availabilityTab } from './tab-availability';
import { myLinksTab, teamTab } from './tab-links';
import { meetingsTab } from './tab-meetings';

// The popup (400 x 600): Connect until the extension has a token, then the four tabs of spec section 2.

const TABS = [
  { id: 'meetings', label: 'Meetings', render: meetingsTab },
  { id: 'links', label: 'My Links', render: myLinksTab },
  { id: 'availability', label: 'Availability', render: availabilityTab },
  { id: 'team', label: 'Team', render: teamTab },
] as const;

const root = document.getElementById('app')!;
const connectUrl = () => `${APP_URL}${EXTENSION_CONNECT_PATH}?ext=${encodeURIComponent(chrome.runtime.id)}`;

function connectScreen(problem = '') {
  root.replaceChildren(
    h(
      'main',
      { class: 'connect' },
      h('h1', { text: 'Routewise' }),
      h('p', {
        text: 'Connect the extension to your Routewise account to see your meetings and links and hand prospects over from any page.',
      }),
      problem ? h('p', { class: 'status bad', role: 'alert', text: problem }) : null,
      h('button', { type: 'button', class: 'primary', text: 'Connect', onclick: () => void chrome.tabs.create({ url: connectUrl() }) }),
    ),
  );
}

function tabsScreen(me: MemberDto) {
  const panel = h('div', { class: 'panel', role: 'tabpanel', id: 'panel' });
  const buttons = TABS.map((t) =>
    h('button', { type: 'button', role: 'tab', id: `tab-${t.id}`, 'aria-controls': 'panel', text: t.label, onclick: () => open(t.id) }),
  );
  const open = (id: (typeof TABS)[number]['id']) => {
    const tab = TABS.find((t) => t.id === id)!;
    buttons.forEach((b) => b.setAttribute('aria-selected', String(b.id === `tab-${id}`)));
    panel.setAttribute('aria-labelledby', `tab-${id}`);
    void loadInto(panel, tab.render);
  };
  const disconnect = () => forgetToken().then(() => connectScreen());
  root.replaceChildren(
    h(
      'header',
      {},
      h('strong', { text: 'Routewise' }),
      h('span', { class: 'muted grow who', text: me.email }),
      h('button', { type: 'button', class: 'link', text: 'Disconnect', onclick: disconnect }),
    ),
    h('nav', { role: 'tablist', 'aria-label': 'Routewise' }, ...buttons),
    panel,
  );
  open('meetings');
}

async function start() {
  if (!(await storedToken())) return connectScreen();
  try {
    tabsScreen((await apiCall<{ data: MemberDto }>('GET', '/api/profile')).data);
  } catch (e) {
    // A revoked token was forgotten by apiCall: connect again. Anything else is said where it happened.
    connectScreen(e instanceof Error ? e.message : String(e));
  }
}

// The token arrives while the popup is open when the connect page hands it over.
chrome.storage.onChanged.addListener((changes, area) => {
  if (area === 'local' && 'routewiseToken' in changes) void start();
});
void start();
