/** A form answer as a value: a choice list (checkboxes) or one string. */
type Answer = string | string[] | null | undefined;

/** 'team_size' -> 'Team size', 'companyName' -> 'Company name': a key read as words, for a field with no label. */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : key;
}

/**
 * A prospect's answers as a meeting shows them: each under its form question's label (the key read as
 * words where the form has none, e.g. a mapped HTML field), empty answers left out.
 */
export function labelledAnswers(
  answers: Record<string, Answer>,
  labels: ReadonlyMap<string, string>,
): { question: string; answer: string }[] {
  return Object.entries(answers)
    .map(([key, value]) => ({
      question: labels.get(key) ?? humanizeKey(key),
      answer: Array.isArray(value) ? value.join(', ') : (value ?? ''),
    }))
    .filter((a) => a.answer.trim() !== '');
}
