// Connecting the messaging and analytics vendors (Twilio, Slack, Segment, Mixpanel): their settings pages share one API.
import * as v from 'valibot';
import { enterpriseMessage } from './plans';
import { ANALYTICS_VENDOR_IDS, MESSAGING_VENDOR_IDS } from './vendors';

/** Connecting Twilio (spec section 5, SMS and tools; section 8 phone verification). */
export const TWILIO_MESSAGES = {
  accountId: 'Account ID is required',
  authToken: 'Auth Token is required',
  sender: 'Sender number is required',
  senderInvalid: 'Sender number must be a valid phone number',
  senderNotOwned: 'This sender number does not belong to your Twilio account',
  phone: 'Contact number must be valid',
  verifyFailed: 'Verification failed for phone number. Please check and try again.',
  enterprise: enterpriseMessage('sms'),
  integrationFailed: 'Sorry! Twilio integration failed. Please check your API credentials and configuration settings.',
} as const;

export const TwilioConnectSchema = v.object({
  accountSid: v.pipe(v.string(TWILIO_MESSAGES.accountId), v.trim(), v.nonEmpty(TWILIO_MESSAGES.accountId), v.maxLength(64)),
  authToken: v.pipe(v.string(TWILIO_MESSAGES.authToken), v.trim(), v.nonEmpty(TWILIO_MESSAGES.authToken), v.maxLength(128)),
  senderNumber: v.pipe(v.string(TWILIO_MESSAGES.sender), v.trim(), v.nonEmpty(TWILIO_MESSAGES.sender), v.maxLength(20)),
  verifyPhone: v.pipe(v.string(TWILIO_MESSAGES.phone), v.trim(), v.nonEmpty(TWILIO_MESSAGES.phone), v.maxLength(20)),
});
export const TwilioVerifySchema = v.object({
  code: v.pipe(v.string(TWILIO_MESSAGES.verifyFailed), v.trim(), v.regex(/^\d{6}$/, TWILIO_MESSAGES.verifyFailed)),
});
export const SegmentConnectSchema = v.object({
  writeKey: v.pipe(v.string('Write key is required'), v.trim(), v.nonEmpty('Write key is required'), v.maxLength(200)),
});
export const MixpanelConnectSchema = v.object({
  projectId: v.pipe(
    v.string('Project ID is required'),
    v.trim(),
    v.nonEmpty('Project ID is required'),
    v.regex(/^\d{1,12}$/, 'Project ID must be a number'),
  ),
  apiSecret: v.pipe(v.string('API secret is required'), v.trim(), v.nonEmpty('API secret is required'), v.maxLength(200)),
});

/** The messaging and analytics vendors of the vendor catalogue (./vendors.ts): their settings pages share one API. */
export const MESSAGING_PROVIDERS = [...MESSAGING_VENDOR_IDS, ...ANALYTICS_VENDOR_IDS] as const;
export type MessagingProvider = (typeof MESSAGING_PROVIDERS)[number];

/** A messaging or analytics connection as its settings page shows it. */
export type MessagingConnectionDto = {
  provider: MessagingProvider;
  status: 'not_connected' | 'connected' | 'connecting' | 'expired' | 'requires_reconnection' | 'failed' | 'partially_connected';
  integrationId: string | null;
  accountName: string;
  /** Twilio: the sender number; Mixpanel: the project id. */
  detail: string;
  lastError: string | null;
  /** Twilio only: whether the organization's plan allows SMS. */
  allowed: boolean;
};

/** The Slack consent page an admin is sent to, to install the app. */
export type SlackInstallDto = { url: string };
/** A public channel of the organization's Slack workspace. */
export type SlackChannelDto = { id: string; name: string };
