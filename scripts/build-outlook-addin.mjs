// Writes the Outlook add-in's manifest for one deployment's origin (the taskpanes themselves are built into
// dist/web by build-web.mjs, so the app serves them): dist/outlook-addin/manifest.xml, to sideload in Outlook
// or submit to the admin center. The origin: --app-url URL, else OUTLOOK_APP_URL or APP_URL, else the dev server.
//   node scripts/build-outlook-addin.mjs [--app-url https://routewise.example.com] [--out FILE]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';
import { manifestFor } from './outlook-addin.mjs';

const option = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const appUrl = option('--app-url') ?? process.env.OUTLOOK_APP_URL ?? process.env.APP_URL ?? 'http://127.0.0.1:8787';
const out = path.resolve(root, option('--out') ?? 'dist/outlook-addin/manifest.xml');
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, manifestFor(appUrl));
console.log(`outlook add-in: ${path.relative(root, out)} for ${new URL(appUrl).origin}`);
