import { describe, expect, it } from 'vitest';
import { DomainError, problemAt, problemsError } from '../core/errors';
import { domainErrorObjects } from './errors';

describe('domainErrorObjects', () => {
  it('gives every error object of the answer the status of the error kind', () => {
    const err = problemsError('conflict', [
      problemAt('/emails/0', 'a is a member', 'already_member'),
      problemAt('/emails/2', 'c is invited', 'already_invited'),
    ]);
    expect(domainErrorObjects(err)).toEqual({
      status: 409,
      errors: [
        { status: '409', code: 'already_member', detail: 'a is a member', source: { pointer: '/emails/0' } },
        { status: '409', code: 'already_invited', detail: 'c is invited', source: { pointer: '/emails/2' } },
      ],
    });
  });

  it('keeps the JSON:API key order (status first) and problems without a source', () => {
    const err = new DomainError('invalid', 'invalid', 'to must be after from', undefined, [
      { code: 'invalid', detail: 'to must be after from', source: { parameter: 'to' } },
    ]);
    expect(JSON.stringify(domainErrorObjects(err).errors)).toBe(
      '[{"status":"422","code":"invalid","detail":"to must be after from"},{"status":"422","code":"invalid","detail":"to must be after from","source":{"parameter":"to"}}]',
    );
    expect(domainErrorObjects(new DomainError('upgrade_required', 'upgrade_required', 'Expected a WebSocket upgrade')).status).toBe(426);
  });
});
