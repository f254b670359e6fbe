// `npm run seed:local`: seeds the demo organization into an already running local server
// (`npm start` does this itself) and prints its logins. Base URL: first argument or APP_URL.
import { seedDemo } from './lib.mjs';

const base = (process.argv[2] ?? process.env.APP_URL ?? 'http://127.0.0.1:8787').replace(/\/$/, '');
try {
  const { created, logins } = await seedDemo(base);
  console.log(created ? `Seeded the demo organization on ${base}.` : `The demo organization was already there on ${base}.`);
  for (const l of logins) console.log(`  ${l.role.padEnd(12)} ${l.email.padEnd(20)} ${l.password}`);
} catch (err) {
  console.error(`Could not seed ${base}: ${err.cause?.code ?? err.message}. Is the app running (npm start)?`);
  process.exit(1);
}
