import { MESSAGING_VENDOR_LIST, type MessagingVendorId, type VendorInfo } from '../../contracts/vendors';
import { slackClient } from './slack';
import { twilioClient } from './twilio';
import { intercomClient } from './intercom';

const info = (id: MessagingVendorId) => MESSAGING_VENDOR_LIST.find((v) => v.id === id)!;

/**
 * Every messaging vendor with what builds its client: Slack posts to channels and members (ChatClient),
 * Twilio sends SMS (SmsClient), Intercom assigns, notes and tags conversations (IntercomApi). A new vendor is an entry in contracts/vendors.ts, its client in this
 * folder and one entry here.
 */
export const MESSAGING_VENDORS = {
  slack: { ...info('slack'), create: slackClient },
  twilio: { ...info('twilio'), create: twilioClient },
  intercom: { ...info('intercom'), create: intercomClient },
} as const satisfies Record<MessagingVendorId, VendorInfo & { create: (env: { VENDOR_BASE_URL?: string }) => unknown }>;
