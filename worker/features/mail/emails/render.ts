import type { ReactElement } from 'react';
import { compile } from 'html-to-text';
import { plainTextSelectors, render } from '@react-email/render';

// The plain-text part reads like a hand-written e-mail: headings as written, and the details table as
// "label  value" rows rather than one cell per line. Compiled once: building the converter per e-mail
// cost more than the conversion itself.
const toText = compile({
  wordwrap: false,
  selectors: [
    ...plainTextSelectors,
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'table.details', format: 'dataTable', options: { uppercaseHeaderCells: false, colSpacing: 2 } },
  ],
});

/** An e-mail as HTML and its plain-text part, both from one render of the same React element. */
export async function renderEmail(element: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(element);
  return { html, text: toText(html).trim() };
}
