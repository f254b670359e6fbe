import * as React from 'react';
import { Pencil } from 'lucide-react';
import { QUESTION_TYPE_LABELS, type MeetingLinkDto } from '@contracts/meeting-links';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { GROUP_MODE_LABELS, meetingTypeText } from './link-form-model';

/** One editor section as a card: what is set now, and an Edit button that opens its slide-out. */
export function SectionCard({
  title,
  description,
  onEdit,
  children,
}: {
  title: string;
  description: string;
  onEdit?: () => void;
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3 pb-3">
        <div className="grid gap-1">
          <h2 className="font-semibold leading-none tracking-tight text-base">{title}</h2>
          <CardDescription>{description}</CardDescription>
        </div>
        {onEdit && (
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${title.toLowerCase()}`}>
            <Pencil /> Edit
          </Button>
        )}
      </CardHeader>
      <CardContent className="text-sm">{children}</CardContent>
    </Card>
  );
}

function Rows({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="grid gap-2">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-0.5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-3">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 wrap-anywhere">{value || <span className="text-muted-foreground">Not set</span>}</dd>
        </div>
      ))}
    </dl>
  );
}

export const SettingsSummary = ({ link }: { link: MeetingLinkDto }) => (
  <Rows
    rows={[
      ['Name', link.name],
      [
        'Slug',
        <code key="s" className="rounded bg-muted px-1.5 py-0.5 text-xs">
          {link.slug}
        </code>,
      ],
      ['Meeting type', meetingTypeText(link)],
      [link.kind === 'group' ? 'Primary organizer' : 'Owner', link.owner.name],
    ]}
  />
);

export const GroupSummary = ({ link }: { link: MeetingLinkDto }) => (
  <Rows
    rows={[
      ['Primary organizer', link.owner.name],
      ['Members', link.members.map((m) => m.name).join(', ')],
      ['Mode', GROUP_MODE_LABELS[link.groupMode ?? 'collective']],
    ]}
  />
);

export const QuestionsSummary = ({ link }: { link: MeetingLinkDto }) =>
  link.questions.length === 0 ? (
    <p className="text-muted-foreground">Only name and e-mail are asked.</p>
  ) : (
    <ol className="grid gap-1.5">
      {link.questions.map((q, i) => (
        <li key={q.id} className="flex flex-wrap items-center gap-2">
          <span className="tabular-nums text-muted-foreground">{i + 1}.</span>
          <span className="font-medium">{q.question}</span>
          <Badge variant="secondary">{QUESTION_TYPE_LABELS[q.type]}</Badge>
          {q.required && <Badge variant="outline">Required</Badge>}
        </li>
      ))}
    </ol>
  );

const Swatch = ({ colour }: { colour: string }) => (
  <span className="inline-flex items-center gap-2">
    <span aria-hidden className="h-4 w-4 rounded-full border" style={{ background: colour }} />
    <code className="text-xs">{colour}</code>
  </span>
);

export const PageSummary = ({ link }: { link: MeetingLinkDto }) => (
  <Rows
    rows={[
      ['Link colour', <Swatch key="l" colour={link.appearance.linkColor} />],
      ['Button colour', <Swatch key="b" colour={link.appearance.buttonColor} />],
      ['Language', 'English (en)'],
      ['Redirect URL', link.redirectUrl],
    ]}
  />
);

export const MetaSummary = ({ link }: { link: MeetingLinkDto }) => (
  <Rows
    rows={[
      ['Title', link.metaTitle],
      ['Description', link.metaDescription],
      ['Image', link.metaImage],
    ]}
  />
);
