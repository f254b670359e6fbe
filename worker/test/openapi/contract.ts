import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

type Json = Record<string, any>;
type Route = { method: string; pattern: RegExp; literalSegments: number; path: string; op: Json };

/** What one answer broke: which operation, which status, and how its body or headers differ from the document. */
export type ContractProblem = string;

/**
 * Holds answers to the OpenAPI document the app serves: finds the operation a request hit, the
 * response documented for its status (exact, then `4XX`-style range, then `default` for errors),
 * and validates the body against that response's schema with ajv. Each schema is compiled once.
 */
export class ContractChecker {
  private routes: Route[];
  private compiled = new Map<string, ValidateFunction>();
  private ajv: Ajv;

  constructor(private doc: Json) {
    this.ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
    addFormats(this.ajv);
    this.ajv.addSchema({ components: doc.components ?? {} }, 'doc');
    this.routes = [];
    for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
      for (const [method, op] of Object.entries<Json>(item)) {
        const segments = path.split('/');
        const pattern = new RegExp(
          '^' + segments.map((s) => (s.startsWith('{') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/') + '/?$',
        );
        this.routes.push({
          method: method.toUpperCase(),
          pattern,
          literalSegments: segments.filter((s) => s && !s.startsWith('{')).length,
          path,
          op,
        });
      }
    }
    // A literal segment wins over a parameter, as the router resolves /meetings/new before /meetings/{id}.
    this.routes.sort((a, b) => b.literalSegments - a.literalSegments);
  }

  operation(method: string, pathname: string) {
    return this.routes.find((r) => r.method === method && r.pattern.test(pathname));
  }

  private resolve(obj: Json | undefined): Json | undefined {
    let cur = obj;
    for (let i = 0; cur && '$ref' in cur && i < 5; i++) {
      const parts = String(cur.$ref).replace(/^#\//, '').split('/');
      cur = parts.reduce<any>((o, k) => o?.[k], this.doc);
    }
    return cur;
  }

  private validatorFor(key: string, schema: Json) {
    let fn = this.compiled.get(key);
    if (!fn) {
      // Refs inside the schema point at #/components/...; rewrite them to the registered document.
      const rewritten = JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"doc#/components/'));
      fn = this.ajv.compile(rewritten);
      this.compiled.set(key, fn);
    }
    return fn;
  }

  /** Problems with one answer; an empty list when it matches the document (or hit no documented operation). */
  check(method: string, url: string, status: number, headers: Headers, bodyText: string): ContractProblem[] {
    const { pathname } = new URL(url);
    const route = this.operation(method, pathname);
    if (!route || method === 'OPTIONS') return [];
    const where = `${method} ${route.path} -> ${status}`;
    const responses: Json = route.op.responses ?? {};
    const range = `${String(status)[0]}XX`;
    const key =
      String(status) in responses
        ? String(status)
        : range in responses
          ? range
          : status >= 400 && 'default' in responses
            ? 'default'
            : undefined;
    if (!key) return [`${where}: status not documented (documented: ${Object.keys(responses).join(', ')})`];
    const response = this.resolve(responses[key]) ?? {};
    const problems: string[] = [];
    for (const [name, h] of Object.entries<Json>(response.headers ?? {})) {
      const header = this.resolve(h);
      if (header?.required && !headers.has(name)) problems.push(`${where}: header ${name} missing`);
    }
    if (status === 429 && !headers.has('retry-after')) problems.push(`${where}: Retry-After missing`);
    const content: Json | undefined = response.content;
    if (!content || bodyText === '') {
      if (content && status !== 204 && !key.endsWith('XX')) problems.push(`${where}: documented a body, got none`);
      return problems;
    }
    const mediaType = (headers.get('content-type') ?? '').split(';')[0].trim();
    const media = content[mediaType];
    if (!media) return [...problems, `${where}: content-type ${mediaType || '(none)'} not documented (${Object.keys(content).join(', ')})`];
    if (!/json/.test(mediaType) || !media.schema) return problems;
    let body: unknown;
    try {
      body = JSON.parse(bodyText);
    } catch {
      return [...problems, `${where}: body is not JSON`];
    }
    const validate = this.validatorFor(`${method} ${route.path} ${key} ${mediaType}`, media.schema);
    if (!validate(body)) {
      const e = validate.errors?.[0];
      problems.push(
        `${where}: body does not match the schema at ${e?.instancePath || '/'}: ${e?.message} ${e?.params ? JSON.stringify(e.params) : ''} (body ${bodyText.slice(0, 300)})`,
      );
    }
    return problems;
  }
}
