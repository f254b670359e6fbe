import { Actions, Details, EmailLayout, ListBlock, Para, Title, type Detail } from './layout';

export type TeamNoticeProps = {
  org?: string;
  title: string;
  recipientName: string;
  lines: string[];
  details: Detail[];
  listTitle?: string;
  items?: string[];
  action: { label: string; href: string };
  footer?: string;
};

/** A notice to a team member in the team's own style (greeting, what happened, the facts, one action). */
export function TeamNoticeEmail(p: TeamNoticeProps) {
  return (
    <EmailLayout preview={p.lines[0] ?? p.title} org={p.org ?? ''} footer={p.footer}>
      <Title>{p.title}</Title>
      <Para>{`Hi ${p.recipientName},`}</Para>
      {p.lines.map((l) => (
        <Para key={l}>{l}</Para>
      ))}
      <Details rows={p.details} />
      <ListBlock title={p.listTitle ?? ''} items={p.items ?? []} />
      <Actions actions={[{ ...p.action, primary: true }]} />
    </EmailLayout>
  );
}
