// SMS length as carriers count it. A message that fits the GSM 03.38 alphabet is sent as GSM-7
// (160 characters, or 153 per part once it is split, the rest of each part being the concatenation
// header); one character outside it - an emoji, a curly quote - switches the whole message to UCS-2
// (70, or 67 per part), counted in UTF-16 code units, so an emoji costs two.

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
// Extension table characters take an escape plus the character: two septets each.
const GSM_EXTENDED = '^{}\\[~]|€\f';

const BASIC = new Set(GSM_BASIC);
const EXTENDED = new Set(GSM_EXTENDED);

/** Most parts one workflow SMS may be split into (Twilio's own cap is 1,600 characters). */
export const SMS_MAX_SEGMENTS = 10;

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export type SmsLength = {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  segments: number;
  /** Units one part holds at this length (single-part or concatenated size). */
  perSegment: number;
  /** Most units a message in this encoding may have (SMS_MAX_SEGMENTS parts). */
  limit: number;
  exceeded: boolean;
};

/** The encoding a text needs: GSM-7 when every character is in the GSM alphabet, otherwise UCS-2. */
export function smsEncoding(text: string): SmsEncoding {
  for (const ch of text) if (!BASIC.has(ch) && !EXTENDED.has(ch)) return 'UCS-2';
  return 'GSM-7';
}

function gsmUnits(text: string): number {
  let n = 0;
  for (const ch of text) n += EXTENDED.has(ch) ? 2 : 1;
  return n;
}

/** Counts a text's encoding, length in units and parts, and whether it passes the workflow limit. */
export function smsLength(text: string, maxSegments = SMS_MAX_SEGMENTS): SmsLength {
  const encoding = smsEncoding(text);
  const single = encoding === 'GSM-7' ? 160 : 70;
  const multi = encoding === 'GSM-7' ? 153 : 67;
  const units = encoding === 'GSM-7' ? gsmUnits(text) : text.length;
  const segments = units === 0 ? 0 : units <= single ? 1 : Math.ceil(units / multi);
  const limit = maxSegments <= 1 ? single : multi * maxSegments;
  return { encoding, units, segments, perSegment: units <= single ? single : multi, limit, exceeded: units > limit };
}
