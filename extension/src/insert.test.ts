// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';

// Insert (My Links, Availability, Team): the text goes in at the caret of the page's focused field.

let insertIntoFocused: (text: string) => boolean;
beforeAll(async () => {
  (globalThis as Record<string, unknown>).__APP_URL__ = 'http://127.0.0.1:8787';
  ({ insertIntoFocused } = await import('./insert'));
});

describe('insertIntoFocused', () => {
  it("replaces the selection of the focused textarea and tells the page's framework (input event)", () => {
    document.body.innerHTML = '<textarea>Hi Pat, book here: XXX. Thanks</textarea>';
    const area = document.querySelector('textarea')!;
    let inputs = 0;
    area.addEventListener('input', () => inputs++);
    area.focus();
    area.setSelectionRange(19, 22);
    expect(insertIntoFocused('https://app.test/b/bea')).toBe(true);
    expect(area.value).toBe('Hi Pat, book here: https://app.test/b/bea. Thanks');
    expect(area.selectionStart).toBe(19 + 'https://app.test/b/bea'.length);
    expect(inputs).toBe(1);
  });

  it('answers false when no text field has the focus, so the popup can say so', () => {
    document.body.innerHTML = '<button>Not a field</button>';
    document.querySelector('button')!.focus();
    expect(insertIntoFocused('text')).toBe(false);
  });
});
