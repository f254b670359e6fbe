// Builds the SPA with Vite into dist/web and copies the Swagger UI assets that /api/docs loads from
// /api-docs/, so the API docs work offline and without a CDN.
import { copyFileSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, seconds } from './lib.mjs';

const started = Date.now();
const { build } = await import('vite');
// dist/web also holds the widget's and the add-in's files, so Vite does not empty it; its hashed chunks are only
// its own, and each build's replace the last's (thousands of stale chunks were uploaded by the next deploy).
rmSync(path.join(root, 'dist/web/assets'), { recursive: true, force: true });
try {
  await build({ configFile: path.join(root, 'web/vite.config.ts'), logLevel: process.env.CI ? 'warn' : 'info' });
} catch (err) {
  console.error(`web build failed: ${err.message}`);
  process.exit(1);
}

const from = path.join(root, 'node_modules/swagger-ui-dist');
const to = path.join(root, 'dist/web/api-docs');
mkdirSync(to, { recursive: true });
for (const file of ['swagger-ui.css', 'swagger-ui-bundle.js']) {
  copyFileSync(path.join(from, file), path.join(to, file));
  console.log(
    `copied swagger-ui-dist/${file} -> dist/web/api-docs/${file} (${(statSync(path.join(to, file)).size / 1024).toFixed(0)} KiB)`,
  );
}
// The Outlook add-in's taskpanes are pages of the app's origin (scripts/outlook-addin.mjs).
await (await import('./outlook-addin.mjs')).buildTaskpanes(path.join(root, 'dist/web'));
console.log(`web build done in ${seconds(Date.now() - started)}`);

// Source maps stay on disk for debugging but are never served: .assetsignore keeps them out of the deploy.
writeFileSync(path.join(root, 'dist/web/.assetsignore'), '*.map\n');
