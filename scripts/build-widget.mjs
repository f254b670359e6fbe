// Bundles the embeddable widget: widget/src/snippet.ts -> dist/web/widget.js (the tiny loader a host
// page includes), widget/src/embed.ts -> dist/web/widget-embed.js (the widget it injects: form hooks,
// routing, redirects) and widget/src/embed-scheduler.ts -> dist/web/widget-scheduler.js (the scheduler
// modal, which widget-embed.js loads on demand from the same place), and the public booking pages: widget/src/booking-page.ts -> dist/web/booking.js with its HTML shell
// widget/booking.html -> dist/web/booking.html (served for /b/*, /booking/* and /u/*).
// An entry that does not exist yet is skipped with a notice, so the build works while it is written.
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { build } from 'esbuild';
import { root } from './lib.mjs';

const ENTRIES = [
  { src: 'widget/src/snippet.ts', out: 'dist/web/widget.js', budget: 1024 },
  // The first download on a host page: form hooks, providers, UTM, the submission and the scheduler's loader.
  { src: 'widget/src/embed.ts', out: 'dist/web/widget-embed.js', budget: 15 * 1024 },
  // The booking pages' calendar, slot list, time zone picker, confirmation and their stylesheet are
  // 11.6 KB of this on their own; the modal and the session view add the rest.
  // The organization's theme styles (dark mode and seven styles) add about 1 KB.
  { src: 'widget/src/embed-scheduler.ts', out: 'dist/web/widget-scheduler.js', budget: 17 * 1024 },
  // A meeting link page with its asset template's stage and the custom code frame: about 1 KB of the budget.
  { src: 'widget/src/booking-page.ts', out: 'dist/web/booking.js', budget: 21.5 * 1024 },
  // A campaign router's link (/c/:org/:slug): loaded by booking.js on that path only.
  { src: 'widget/src/campaign-entry.ts', out: 'dist/web/campaign.js', budget: 24 * 1024 },
  // A relay link's page (/relay/:token): loaded by booking.js on that path only.
  { src: 'widget/src/relay-entry.ts', out: 'dist/web/relay.js', budget: 22 * 1024 },
  // The branding settings' live preview (/booking/theme-preview): the booking page with sample data.
  { src: 'widget/src/theme-preview.ts', out: 'dist/web/theme-preview.js', budget: 24 * 1024 },
];
const STATIC = [{ src: 'widget/booking.html', out: 'dist/web/booking.html' }];

mkdirSync(path.join(root, 'dist/web'), { recursive: true });
let failed = false;
for (const entry of ENTRIES) {
  const src = path.join(root, entry.src);
  if (!existsSync(src)) {
    console.log(`widget: skipped ${entry.src} (not written yet)`);
    continue;
  }
  const outfile = path.join(root, entry.out);
  try {
    await build({
      entryPoints: [src],
      outfile,
      bundle: true,
      minify: true,
      format: 'iife',
      target: 'es2019',
      platform: 'browser',
      sourcemap: true,
      legalComments: 'none',
      logLevel: 'warning',
      alias: { '@contracts': path.join(root, 'worker/contracts') },
    });
  } catch (err) {
    console.error(`widget: ${entry.src} failed to build`);
    failed = true;
    continue;
  }
  const bytes = readFileSync(outfile);
  const gz = gzipSync(bytes, { level: 9 }).length;
  const over = entry.budget && gz > entry.budget ? ` (over the ${entry.budget} B budget!)` : '';
  console.log(`widget: ${entry.out}  ${bytes.length} B, ${gz} B gzipped${over}`);
  if (over) failed = true;
}
for (const file of STATIC) {
  const src = path.join(root, file.src);
  if (!existsSync(src)) {
    console.log(`widget: skipped ${file.src} (not written yet)`);
    continue;
  }
  copyFileSync(src, path.join(root, file.out));
  const bytes = readFileSync(src);
  console.log(`widget: ${file.out}  ${bytes.length} B, ${gzipSync(bytes, { level: 9 }).length} B gzipped`);
}
process.exit(failed ? 1 : 0);
