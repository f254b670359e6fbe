// The Outlook add-in's pieces (issue 29): its taskpanes' assets, built into the SPA's output so that the app's
// origin serves them, and its manifest for one deployment's origin. Used by build-web.mjs (assets, every build)
// and build-outlook-addin.mjs (the manifest a deployment sideloads or submits).
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { build } from 'esbuild';
import { root } from './lib.mjs';

const OFFICE_JS = path.join(root, 'node_modules/@microsoft/office-js/dist');
/** Of Microsoft's office.js package only what Outlook loads: the loader, Outlook's host scripts, and the strings of every locale. */
const isOutlookFile = (f) => /^(office|o15apptofilemappingtable|es6-promise|outlook[-a-z0-9.]*)\.js$/.test(f) && !f.includes('.debug.');
const STRINGS = ['office_strings.js', 'outlook_strings.js'];

/** Copies the part of @microsoft/office-js that Outlook uses to `to`; office.js finds the rest next to itself. */
function copyOfficeJs(to) {
  mkdirSync(to, { recursive: true });
  let files = 0;
  for (const entry of readdirSync(OFFICE_JS)) {
    const from = path.join(OFFICE_JS, entry);
    if (statSync(from).isDirectory()) {
      for (const s of STRINGS.filter((f) => readdirSync(from).includes(f))) {
        mkdirSync(path.join(to, entry), { recursive: true });
        copyFileSync(path.join(from, s), path.join(to, entry, s));
        files++;
      }
    } else if (isOutlookFile(entry)) {
      copyFileSync(from, path.join(to, entry));
      files++;
    }
  }
  return files;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
};

/**
 * The add-in's icon as a PNG of `size` px (Outlook takes PNG, not SVG): the app's indigo rounded square with a
 * white arrow, drawn here so that no binary is kept in the repository.
 */
export function iconPng(size) {
  const rows = [];
  const r = size * 0.25;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const dx = Math.max(r - x - 0.5, x + 0.5 - (size - r), 0);
      const dy = Math.max(r - y - 0.5, y + 0.5 - (size - r), 0);
      const inside = dx * dx + dy * dy <= r * r;
      const u = (x + 0.5) / size;
      const v = (y + 0.5) / size;
      // An arrow pointing right: a shaft and a head.
      const arrow = (v > 0.44 && v < 0.56 && u > 0.22 && u < 0.62) || (u >= 0.55 && u < 0.8 && Math.abs(v - 0.5) < (0.8 - u) * 1.1);
      const [R, G, B] = arrow ? [255, 255, 255] : [0x4f, 0x46, 0xe5];
      row.set([R, G, B, inside ? 255 : 0], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([sig, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

/** Builds the taskpanes into `webDir`: /outlook-addin.html (the worker answers /outlook-addin/* with it) and /outlook-addin-assets/. */
export async function buildTaskpanes(webDir) {
  const assets = path.join(webDir, 'outlook-addin-assets');
  rmSync(assets, { recursive: true, force: true });
  mkdirSync(assets, { recursive: true });
  await build({
    entryPoints: [path.join(root, 'outlook-addin/src/taskpane.ts')],
    outfile: path.join(assets, 'taskpane.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['chrome114', 'safari15', 'edge114'],
    platform: 'browser',
    legalComments: 'none',
    logLevel: 'warning',
    // The extension's modules it shares name the app's origin; the taskpanes are served from it.
    define: { __APP_URL__: 'location.origin' },
    alias: { '@contracts': path.join(root, 'worker/contracts') },
  });
  copyFileSync(path.join(root, 'outlook-addin/taskpane.css'), path.join(assets, 'taskpane.css'));
  copyFileSync(path.join(root, 'extension/popup.css'), path.join(assets, 'popup.css'));
  copyFileSync(path.join(root, 'outlook-addin/taskpane.html'), path.join(webDir, 'outlook-addin.html'));
  for (const size of [16, 32, 64, 80, 128]) writeFileSync(path.join(assets, `icon-${size}.png`), iconPng(size));
  const files = copyOfficeJs(path.join(assets, 'office-js'));
  console.log(`outlook add-in: taskpanes in ${path.relative(root, webDir)}/outlook-addin-assets/ with ${files} files of office.js`);
}

/** The manifest for one origin: the template's __APP_URL__ and __VERSION__ filled in. */
export function manifestFor(appUrl) {
  const origin = new URL(appUrl).origin;
  const version = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version;
  // Office wants four parts (1.0.0.0).
  const four = [...version.split(/[.-]/).filter((p) => /^\d+$/.test(p)), '0', '0', '0', '0'].slice(0, 4).join('.');
  return readFileSync(path.join(root, 'outlook-addin/manifest.xml'), 'utf8')
    .replaceAll('__APP_URL__', origin)
    .replaceAll('__VERSION__', four);
}
