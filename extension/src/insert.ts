import { ApiProblem } from './api';

/**
 * Inserts text at the caret of the page's focused field: an input, a textarea or a rich editor (Gmail's
 * compose, LinkedIn's message box). Self-contained on purpose: chrome.scripting runs it inside the page.
 */
export function insertIntoFocused(text: string): boolean {
  let el = document.activeElement as HTMLElement | null;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement as HTMLElement;
  if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
    const start = el.selectionStart ?? el.value.length;
    el.setRangeText(text, start, el.selectionEnd ?? start, 'end');
    el.dispatchEvent(new Event('input', { bubbles: true }));
    return true;
  }
  // execCommand is deprecated but still the one way that keeps a rich editor's undo stack and its own model in step.
  return !!el?.isContentEditable && document.execCommand('insertText', false, text);
}

/** From the popup: into the focused field of the tab the popup was opened over. */
export async function insertInActiveTab(text: string): Promise<void> {
  const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
  if (tab?.id === undefined) throw new ApiProblem(0, 'Open a page with a text field first.');
  const results = (await chrome.scripting.executeScript({ target: { tabId: tab.id }, func: insertIntoFocused, args: [text] })) as {
    result?: boolean;
  }[];
  if (!results[0]?.result) throw new ApiProblem(0, 'Click into a text field on the page first, then insert again.');
}

export const copyText = (text: string) => navigator.clipboard.writeText(text);
