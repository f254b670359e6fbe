import { Section } from './detail-section';

/** The server's sentences, first to last, as a timeline. */
export function FlowExplanationCard({ sentences }: { sentences: string[] }) {
  return (
    <Section title="Flow explanation">
      <ol className="relative ml-1.5 border-l pl-5" aria-label="Flow explanation">
        {sentences.map((s, i) => (
          <li key={i} className="relative pb-3 last:pb-0">
            <span aria-hidden className="absolute -left-[1.65rem] top-1.5 h-2.5 w-2.5 rounded-full border-2 border-background bg-primary" />
            {s}
          </li>
        ))}
      </ol>
    </Section>
  );
}
