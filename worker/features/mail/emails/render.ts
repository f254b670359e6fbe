import type { ReactElement } from 'react';
import { render } from '@react-email/render';

// The plain-text part reads like a hand-written e-mail: headings as written, and the details table as
// "label  value" rows rather than one cell per line.
const htmlToTextOptions = {
  selectors: [
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'table.details', format: 'dataTable', options: { uppercaseHeaderCells: false, colSpacing: 2 } },
  ],
};

/** An e-mail as HTML and its plain-text part, both from the same React element. */
export async function renderEmail(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true, htmlToTextOptions })]);
  return { html, text: text.trim() };
}
