/**
 * A strict stand-in for Cloudflare's DNS-over-HTTPS JSON API (cloudflare-dns.com/dns-query): GET only,
 * `accept: application/dns-json` required (Cloudflare answers 415 without it), `name` required, `type` one
 * of the record types it knows. The zone is told by the domain's name, so workerd tests need no set-up:
 *   - `*.invalid` and `no-such-domain.test`: NXDOMAIN (Status 3)
 *   - `null-mx.test`: a null MX (`0 .`, RFC 7505)
 *   - `a-only.test`: no MX, an A record (the implicit MX)
 *   - `slow-dns.test`: answers after 2 s (slower than any caller waits)
 *   - `broken-dns.test`: SERVFAIL (Status 2)
 *   - any other domain: one MX `10 mx.<domain>.` and one A record
 * Every question is counted by name and type, readable at GET /__questions.
 */
export const DOH_HOST = 'cloudflare-dns.com';

const TYPES: Record<string, number> = { A: 1, MX: 15, AAAA: 28, TXT: 16 };
const json = (status: number, body: unknown, type = 'application/dns-json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });

export function createFakeDoh() {
  const questions = new Map<string, number>();
  return {
    async handle(req: Request): Promise<Response> {
      const url = new URL(req.url);
      if (url.pathname === '/__questions') return json(200, Object.fromEntries(questions), 'application/json');
      if (url.pathname !== '/dns-query') return json(404, { error: 'Not found' });
      if (req.method !== 'GET') return json(405, { error: 'Method not allowed' });
      if (req.headers.get('accept') !== 'application/dns-json') return json(415, { error: 'Unsupported Media Type' });
      const name = url.searchParams.get('name')?.toLowerCase().replace(/\.$/, '');
      const type = url.searchParams.get('type') ?? 'A';
      if (!name) return json(400, { error: 'Invalid query name' });
      if (!(type in TYPES)) return json(400, { error: 'Invalid query type' });
      questions.set(`${name} ${type}`, (questions.get(`${name} ${type}`) ?? 0) + 1);
      if (name === 'slow-dns.test') await new Promise((r) => setTimeout(r, 2_000));
      const question = [{ name: `${name}.`, type: TYPES[type] }];
      const base = { TC: false, RD: true, RA: true, AD: false, CD: false, Question: question };
      if (name === 'broken-dns.test') return json(200, { ...base, Status: 2 });
      if (name.endsWith('.invalid') || name === 'no-such-domain.test') return json(200, { ...base, Status: 3 });
      const record = (data: string) => ({ name: `${name}.`, type: TYPES[type], TTL: 300, data });
      let answer: { name: string; type: number; TTL: number; data: string }[] = [];
      if (type === 'MX') answer = name === 'null-mx.test' ? [record('0 .')] : name === 'a-only.test' ? [] : [record(`10 mx.${name}.`)];
      if (type === 'A') answer = [record('192.0.2.10')];
      return json(200, { ...base, Status: 0, ...(answer.length ? { Answer: answer } : {}) });
    },
  };
}
