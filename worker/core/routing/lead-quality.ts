import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';
import type { MailServer } from '../../contracts/routing-decision';

// Lead quality: the signs that a form submission is spam or a lead no rep should get. Pure: the one fact
// that needs the network (whether the domain can receive mail) is looked up before and passed in, and is
// stored with the decision's inputs so a replay decides the same.

export type { MailServer };

export type LeadQualityFlag = 'disposable_domain' | 'role_address' | 'gibberish_name' | 'gibberish_email' | 'no_mail_server';

/** The words each flag adds to the routing log's disqualification reason, in this order. */
export const LEAD_QUALITY_FLAG_TEXT: Record<LeadQualityFlag, string> = {
  disposable_domain: 'a disposable email provider',
  role_address: 'a shared role address such as info@',
  no_mail_server: 'a domain that cannot receive email',
  gibberish_email: 'an email address that looks like random typing',
  gibberish_name: 'a name that looks like random typing',
};

/** Mailboxes of a function, not a person: nobody books a meeting as info@. */
const ROLE_LOCAL_PARTS = new Set([
  'abuse',
  'accounts',
  'admin',
  'administrator',
  'billing',
  'contact',
  'enquiries',
  'hello',
  'help',
  'hostmaster',
  'info',
  'inquiries',
  'jobs',
  'marketing',
  'no-reply',
  'noreply',
  'office',
  'postmaster',
  'privacy',
  'sales',
  'security',
  'support',
  'team',
  'webmaster',
]);

// The package builds a new Set on every call of its own check: build it once, on first use.
let disposable: Set<string> | null = null;
/** A disposable provider's domain, or any subdomain of one (mail.mailinator.com). */
function isDisposable(domain: string): boolean {
  disposable ??= disposableEmailBlocklistSet();
  const labels = domain.split('.');
  return labels.some((_, i) => i < labels.length - 1 && disposable!.has(labels.slice(i).join('.')));
}

const VOWELS = /[aeiouy]/;
// Rows of a keyboard typed in a run: "asdf", "qwer", "jkl;"...
const KEYBOARD_RUNS = ['qwert', 'werty', 'asdf', 'sdfg', 'dfgh', 'fghj', 'ghjk', 'hjkl', 'zxcv', 'xcvb', 'cvbn', 'vbnm', 'yxcv'];

/**
 * Whether one word (letters only, lowercase) looks typed at random: five consonants in a row, a keyboard
 * run, one letter four times over, or a long word with almost no vowels. Real names such as "Strzelczyk",
 * "Nguyen" or "Schwarz" pass: the thresholds sit above what names in the world's languages show.
 */
export function looksLikeRandomTyping(word: string): boolean {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length < 4) return false;
  if (/(.)\1{3}/.test(w)) return true;
  if (KEYBOARD_RUNS.some((run) => w.includes(run))) return true;
  if (/[^aeiouy]{6}/.test(w)) return true;
  const vowels = [...w].filter((ch) => VOWELS.test(ch)).length;
  return w.length >= 8 && vowels / w.length < 0.15;
}

const words = (text: string) => text.split(/[\s._\-+0-9]+/).filter(Boolean);

/** Every lead-quality flag a submission raises, in the order of LEAD_QUALITY_FLAG_TEXT; empty for a good lead. */
export function leadQualityFlags(p: { email: string | null; name: string | null; mailServer: MailServer }): LeadQualityFlag[] {
  const flags = new Set<LeadQualityFlag>();
  const at = p.email?.lastIndexOf('@') ?? -1;
  if (p.email && at > 0) {
    const local = p.email.slice(0, at).toLowerCase();
    const domain = p.email.slice(at + 1).toLowerCase();
    if (isDisposable(domain)) flags.add('disposable_domain');
    if (ROLE_LOCAL_PARTS.has(local.split('+')[0]!)) flags.add('role_address');
    if (p.mailServer === 'none') flags.add('no_mail_server');
    if (words(local).some(looksLikeRandomTyping)) flags.add('gibberish_email');
  }
  if (p.name && words(p.name).some(looksLikeRandomTyping)) flags.add('gibberish_name');
  return (Object.keys(LEAD_QUALITY_FLAG_TEXT) as LeadQualityFlag[]).filter((f) => flags.has(f));
}

/** The routing log's sentence for a lead disqualified on quality, in the spec's "Disqualified as ..." form. */
export function leadQualityReason(flags: readonly LeadQualityFlag[]): string {
  const parts = flags.map((f) => LEAD_QUALITY_FLAG_TEXT[f]);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : (parts[0] ?? '');
  return `Disqualified as a likely spam lead: ${list}`;
}
