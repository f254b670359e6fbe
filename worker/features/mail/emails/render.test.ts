import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { Body } from '@react-email/body';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { renderEmail } from './render';

describe('renderEmail', () => {
  it('writes an XHTML document with no image preloads, and its plain text without the image', async () => {
    const logo = 'https://cdn.example.test/acme/logo.png';
    const mail = createElement(
      Html,
      null,
      createElement(Head),
      createElement(Body, null, createElement('img', { src: logo, alt: 'Acme' }), 'Hello Pat'),
    );
    const { html, text } = await renderEmail(mail);
    expect(html.startsWith('<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN"')).toBe(true);
    expect(html).toContain(`<img src="${logo}" alt="Acme"/>Hello Pat`);
    // React adds a preload of the image to the head; an e-mail has no use for it.
    expect(html).not.toMatch(/<link[^>]*rel="preload"/);
    expect(text).toBe('Hello Pat');
  });
});
