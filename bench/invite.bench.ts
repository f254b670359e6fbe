// What one calendar invite costs to build (the .ics attached to each booking's e-mails, built by the mail consumer):
// CPU time of this process per invite, for a booking with a long description.
import { buildInvite } from '../worker/integrations/calendar/ics-invite';

const start = Date.UTC(2027, 0, 5, 15);
const input = {
  uid: 'a1b2c3d4-e5f6-4711-8899-aabbccddeeff@routewise',
  sequence: 0,
  method: 'REQUEST' as const,
  start,
  end: start + 30 * 60_000,
  summary: 'Pat Prospect and Ravi Rao',
  description: [
    'Intro call: 30 minutes with Ravi Rao (Acme).',
    'What would you like to discuss? Pricing for 40 seats, the Salesforce integration and SSO.',
    'Reschedule or cancel: https://app.routewise.example/meetings/a1b2c3d4-e5f6-4711-8899-aabbccddeeff/manage?token=abcdef',
  ].join('\n'),
  location: 'https://meet.example/abc-defg-hij',
  organizer: { name: 'Ravi Rao', email: 'ravi@acme.test' },
  attendees: [
    { name: 'Pat Prospect', email: 'pat@prospect.test' },
    { name: 'Ravi Rao', email: 'ravi@acme.test', accepted: true },
  ],
  url: 'https://app.routewise.example/meetings/a1b2c3d4-e5f6-4711-8899-aabbccddeeff',
  stampedAt: start - 86_400_000,
};

for (let i = 0; i < 1_000; i++) buildInvite(input);
const rounds = 5_000;
const cpu0 = process.cpuUsage();
for (let i = 0; i < rounds; i++) buildInvite(input);
const cpu = process.cpuUsage(cpu0);
console.log(`mail.invite-build ${((cpu.user + cpu.system) / rounds).toFixed(1)} us`);
