import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OfficeAddinManifest } from 'office-addin-manifest';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript
import { manifestFor } from '../scripts/outlook-addin.mjs';
import { manifestProblems } from './manifest-check';

// The Outlook add-in's manifest as a deployment builds it (scripts/build-outlook-addin.mjs). Microsoft's
// validator needs its web service, so the manifest is read with Microsoft's own reader (office-addin-manifest,
// offline) and checked against its schema's rules by manifestProblems.

const ORIGIN = 'https://routewise.example.com';
const built = manifestFor(`${ORIGIN}/ignored/path`) as string;

describe('Outlook add-in manifest', () => {
  it('is a valid MailApp manifest for the deployment origin, with a compose and a read taskpane at the spec paths', async () => {
    expect(manifestProblems(built, ORIGIN)).toEqual([]);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'outlook-manifest-')), 'manifest.xml');
    writeFileSync(file, built);
    const info = await OfficeAddinManifest.readManifestFile(file);
    expect(info).toMatchObject({ displayName: 'Routewise', providerName: 'Routewise', defaultLocale: 'en-US', hosts: ['Mailbox'] });
    expect(info.version).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(info.appDomains).toEqual([ORIGIN]);
    for (const p of ['/outlook-addin/links', '/outlook-addin/create-relay-session']) expect(built).toContain(`${ORIGIN}${p}"`);
  });

  it('names the local dev server over http, and nothing else', () => {
    expect(manifestProblems(manifestFor('http://127.0.0.1:8787'), 'http://127.0.0.1:8787')).toEqual([]);
    expect(manifestProblems(manifestFor('http://routewise.example.com'), 'http://routewise.example.com')).toContain(
      'http://routewise.example.com/outlook-addin-assets/icon-64.png is not https',
    );
  });

  it.each([
    ['an unclosed tag', built.replace('</ProviderName>', ''), /^not well-formed XML/],
    [
      'elements out of order',
      built.replace(/(<Version>[^<]*<\/Version>)\s*(<ProviderName>[^<]*<\/ProviderName>)/, '$2$1'),
      /out of the schema's order/,
    ],
    ['a missing element', built.replace(/<Permissions>[^<]*<\/Permissions>/, ''), /lacks Permissions/],
    ['a wrong permission', built.replace('>ReadWriteItem<', '>Everything<'), /Permissions is not one of/],
    ['an undefined resource', built.replace('resid="Taskpane.Links"', 'resid="Taskpane.Missing"'), /undefined resource Taskpane.Missing/],
    ['a foreign URL', built.replace(`${ORIGIN}/outlook-addin/links"`, 'https://evil.example/links"'), /is not on the app's origin/],
    ['a bad id', built.replace(/<Id>[^<]*<\/Id>/, '<Id>routewise</Id>'), /Id is not a GUID/],
    ['no read taskpane', built.replace('MessageReadCommandSurface', 'MessageComposeCommandSurface'), /no read taskpane/],
    ['a placeholder left', built.replace('<ProviderName>Routewise', '<ProviderName>__APP_URL__'), /placeholder/],
  ])('fails on %s', (_what, broken, problem) => {
    expect(manifestProblems(broken, ORIGIN).join('\n')).toMatch(problem);
  });
});
