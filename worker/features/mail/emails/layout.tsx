import type { ReactNode } from 'react';
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';

/** One labelled line of an e-mail; a row whose value is missing is left out. */
export type Detail = { label: string; value: string | null | undefined; href?: string };
/** A call to action; one without a link is left out. */
export type Action = { label: string; href: string | null | undefined; primary?: boolean };

const font = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';
const s = {
  body: { backgroundColor: '#f4f4f7', fontFamily: font, margin: 0, padding: '24px 12px' },
  card: { backgroundColor: '#ffffff', border: '1px solid #e4e4e7', borderRadius: '10px', maxWidth: '560px', padding: '28px 24px' },
  org: {
    color: '#71717a',
    fontSize: '13px',
    fontWeight: 600,
    letterSpacing: '0.04em',
    margin: '0 0 16px',
    textTransform: 'uppercase' as const,
  },
  h1: { color: '#18181b', fontSize: '20px', fontWeight: 700, lineHeight: '28px', margin: '0 0 16px' },
  p: { color: '#27272a', fontSize: '15px', lineHeight: '23px', margin: '0 0 14px' },
  label: {
    color: '#71717a',
    fontSize: '13px',
    lineHeight: '20px',
    padding: '6px 12px 6px 0',
    verticalAlign: 'top',
    whiteSpace: 'nowrap' as const,
    width: '1%',
  },
  value: {
    color: '#18181b',
    fontSize: '15px',
    lineHeight: '20px',
    padding: '6px 0',
    verticalAlign: 'top',
    wordBreak: 'break-word' as const,
  },
  link: { color: '#4f46e5', textDecoration: 'underline' },
  primary: {
    backgroundColor: '#4f46e5',
    borderRadius: '6px',
    color: '#ffffff',
    fontSize: '14px',
    fontWeight: 600,
    padding: '10px 16px',
    textDecoration: 'none',
  },
  secondary: {
    border: '1px solid #d4d4d8',
    borderRadius: '6px',
    color: '#18181b',
    fontSize: '14px',
    fontWeight: 600,
    padding: '9px 15px',
    textDecoration: 'none',
  },
  hr: { borderColor: '#e4e4e7', margin: '20px 0' },
  foot: { color: '#a1a1aa', fontSize: '12px', lineHeight: '18px', margin: 0 },
  listItem: { color: '#27272a', fontSize: '14px', lineHeight: '21px', margin: '0 0 6px' },
};

const URL_RE = /(https?:\/\/[^\s<>"]+)/g;

/**
 * Text with its web addresses as links; everything else stays text (React escapes it). An address
 * in `names` shows its name instead (a long tokenized manage link reads "Reschedule").
 */
export function Linkified({ text, names = {} }: { text: string; names?: Record<string, string> }) {
  return (
    <>
      {text.split(URL_RE).map((part, i) =>
        i % 2 === 1 ? (
          <Link key={i} href={part} style={s.link}>
            {names[part] ?? part}
          </Link>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** Paragraphs from plain text: blank lines separate paragraphs, single line breaks stay breaks. */
export function Paragraphs({ text, names }: { text: string; names?: Record<string, string> }) {
  const paragraphs = text.split(/\n{2,}/).filter((p) => p.trim());
  return (
    <>
      {paragraphs.map((p, i) => (
        <Text key={i} style={s.p}>
          {p.split('\n').map((line, j) => (
            <span key={j}>
              {j > 0 && <br />}
              <Linkified text={line} names={names} />
            </span>
          ))}
        </Text>
      ))}
    </>
  );
}

export function Title({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={s.h1}>
      {children}
    </Heading>
  );
}

export function Para({ children }: { children: ReactNode }) {
  return <Text style={s.p}>{children}</Text>;
}

/** The meeting's facts as a two-column table; rows without a value are not rendered at all. */
export function Details({ rows }: { rows: Detail[] }) {
  const shown = rows.filter((r) => r.value?.trim());
  if (!shown.length) return null;
  return (
    <Section style={{ margin: '4px 0 18px' }}>
      <table className="details" role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse' }}>
        <tbody>
          {shown.map((r) => (
            <tr key={r.label}>
              <td style={s.label}>{r.label}</td>
              <td style={s.value}>
                {r.href ? (
                  <Link href={r.href} style={s.link}>
                    {r.value}
                  </Link>
                ) : (
                  r.value!.split('\n').map((line, i) => (
                    <span key={i}>
                      {i > 0 && <br />}
                      {line}
                    </span>
                  ))
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** A short titled list (the prospect's answers, guests); nothing at all when empty. */
export function ListBlock({ title, items }: { title: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <Section style={{ margin: '0 0 18px' }}>
      <Text style={{ ...s.p, fontWeight: 600, margin: '0 0 8px' }}>{title}</Text>
      {items.map((item, i) => (
        <Text key={i} style={s.listItem}>
          <Linkified text={item} />
        </Text>
      ))}
    </Section>
  );
}

/** Buttons in a row; an action without a link is left out. */
export function Actions({ actions }: { actions: Action[] }) {
  const shown = actions.filter((a) => a.href);
  if (!shown.length) return null;
  return (
    <Section style={{ margin: '8px 0 4px' }}>
      {/* A block per button: side by side in mail clients, one "label url" line each in the text part. */}
      {shown.map((a) => (
        <div key={a.label} style={{ display: 'inline-block', margin: '0 8px 8px 0' }}>
          <Button href={a.href!} style={a.primary ? s.primary : s.secondary}>
            {a.label}
          </Button>
        </div>
      ))}
    </Section>
  );
}

/** The frame every e-mail shares: preview line, organization name, card and footer. */
export function EmailLayout({ preview, org, footer, children }: { preview: string; org: string; footer?: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={s.body}>
        <Container style={s.card}>
          {org && <Text style={s.org}>{org}</Text>}
          {children}
          {footer && (
            <>
              <Hr style={s.hr} />
              <Text style={s.foot}>{footer}</Text>
            </>
          )}
        </Container>
      </Body>
    </Html>
  );
}
