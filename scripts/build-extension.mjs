// Bundles the browser extension (Chrome Manifest V3, also loads in Edge): extension/src/{background,popup,content}.ts
// -> dist/extension/*.js with its manifest, popup page and stylesheet, and packs the folder into dist/extension.zip
// for the Chrome Web Store.
//
// The app's origin is fixed in the build (the manifest lets the extension call it and lets its connect page hand
// the token over): --app-url URL, else EXTENSION_APP_URL or APP_URL, else the local dev server.
//   node scripts/build-extension.mjs [--app-url https://routewise.example.com] [--out DIR] [--no-zip]
// The browser test builds its own copy for its server's origin into .tmp (web/e2e/extension.spec.ts).
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { zipSync } from 'fflate';
import { root } from './lib.mjs';

const option = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const appUrl = new URL(option('--app-url') ?? process.env.EXTENSION_APP_URL ?? process.env.APP_URL ?? 'http://127.0.0.1:8787');
const outdir = path.resolve(root, option('--out') ?? 'dist/extension');
const zip = !process.argv.includes('--no-zip');
// A match pattern names no port: it matches the host on any port (Chrome's rule for host permissions).
const appMatch = `${appUrl.protocol}//${appUrl.hostname}/*`;

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
for (const entry of ['background', 'popup', 'content']) {
  await build({
    entryPoints: [path.join(root, `extension/src/${entry}.ts`)],
    outfile: path.join(outdir, `${entry}.js`),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'chrome114',
    platform: 'browser',
    legalComments: 'none',
    logLevel: 'warning',
    define: { __APP_URL__: JSON.stringify(appUrl.origin) },
    alias: { '@contracts': path.join(root, 'worker/contracts') },
  });
}
const manifest = readFileSync(path.join(root, 'extension/manifest.json'), 'utf8').replaceAll('__APP_MATCH__', appMatch);
const version = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version;
writeFileSync(path.join(outdir, 'manifest.json'), JSON.stringify({ ...JSON.parse(manifest), version }, null, 2));
for (const file of ['popup.html', 'popup.css']) copyFileSync(path.join(root, 'extension', file), path.join(outdir, file));

const files = Object.fromEntries(readdirSync(outdir).map((f) => [f, readFileSync(path.join(outdir, f))]));
const total = Object.values(files).reduce((n, b) => n + b.length, 0);
console.log(`extension: ${path.relative(root, outdir)}/ for ${appUrl.origin}, ${Object.keys(files).length} files, ${total} B`);
if (zip) {
  const zipPath = `${outdir}.zip`;
  writeFileSync(zipPath, zipSync(files, { level: 9 }));
  console.log(`extension: ${path.relative(root, zipPath)}  ${readFileSync(zipPath).length} B`);
}
