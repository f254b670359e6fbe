// Sets an organization's plan: an operator's command, never a screen (spec section 6: the user is asked
// to contact the provider). It runs `wrangler d1 execute` on the local database or, with --remote, on
// the deployed one, and prints the organization as it is afterwards.
//
//   npm run plan -- --org acme.test --plan enterprise            (local, .wrangler/state)
//   npm run plan -- --org demo-account --plan standard --remote  (the deployed D1)
//   npm run plan -- --org acme.test --plan enterprise --persist-to .tmp/e2e-state
//
// --org takes the organization's id or its e-mail domain.
import { bin, childEnv, ensureNode22, run } from './lib.mjs';

await ensureNode22();

const PLANS = ['standard', 'enterprise'];
const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const org = arg('org');
const plan = arg('plan');
const remote = process.argv.includes('--remote');
const persistTo = arg('persist-to');
if (!org || !plan) {
  console.error(
    'usage: npm run plan -- --org <organization id or e-mail domain> --plan <standard|enterprise> [--remote | --persist-to <dir>]',
  );
  process.exit(2);
}
if (!PLANS.includes(plan)) {
  console.error(`Unknown plan "${plan}": use ${PLANS.join(' or ')}.`);
  process.exit(2);
}
// The value goes into SQL text (wrangler's --command takes no parameters), so only id and domain characters pass.
if (!/^[A-Za-z0-9._-]{1,253}$/.test(org)) {
  console.error(`"${org}" is neither an organization id nor an e-mail domain.`);
  process.exit(2);
}

const where = `id = '${org}' OR email_domain = '${org.toLowerCase()}'`;
const sql = `UPDATE accounts SET plan = '${plan}' WHERE ${where}; SELECT id, company, email_domain, plan FROM accounts WHERE ${where};`;
const target = remote ? ['--remote'] : ['--local', ...(persistTo ? ['--persist-to', persistTo] : [])];
const { code, out } = await run(bin('wrangler'), ['d1', 'execute', 'DB', ...target, '--json', '--command', sql], {
  env: childEnv(),
  quiet: true,
});
if (code !== 0) {
  console.error(`wrangler d1 execute failed (${code}):\n${out}`);
  process.exit(1);
}
const json = out.slice(out.indexOf('['));
const rows = JSON.parse(json).flatMap((r) => r.results ?? []);
if (!rows.length) {
  console.error(`No organization has the id or e-mail domain "${org}".`);
  process.exit(1);
}
for (const r of rows) console.log(`${r.company} (${r.id}, ${r.email_domain ?? 'no domain'}): ${r.plan}`);
