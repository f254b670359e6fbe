import * as v from 'valibot';
import { examples, instant, schemaOf } from './response-kit';
import { SEGMENT_MATCHES, SEGMENT_MODULES, SEGMENT_OPERATORS, SEGMENT_SCOPES, type SegmentDto } from './segments';

/** The answers of the segments API (/api/segments); the check at the bottom keeps them equal to the DTO. */
export const segmentSchema = schemaOf<SegmentDto>()(
  v.pipe(
    v.object({
      id: v.string(),
      module: v.picklist(SEGMENT_MODULES),
      name: v.string(),
      scope: v.picklist(SEGMENT_SCOPES),
      createdBy: v.string(),
      match: v.pipe(v.picklist(SEGMENT_MATCHES), v.description('all: every condition holds (AND); any: one is enough (OR)')),
      conditions: v.array(v.object({ field: v.string(), operator: v.picklist(SEGMENT_OPERATORS), value: v.string() })),
      count: v.pipe(v.number(), v.description('Records of the list in the segment that the caller can see, counted now')),
      editable: v.pipe(v.boolean(), v.description('Whether the caller may edit or delete it')),
      createdAt: instant,
      updatedAt: instant,
    }),
    examples({
      id: '5b4a3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
      module: 'account',
      name: 'Enterprise accounts',
      scope: 'global',
      createdBy: 'demo-admin',
      match: 'all',
      conditions: [{ field: 'tier', operator: 'equals', value: 'Enterprise' }],
      count: 42,
      editable: true,
      createdAt: '2026-11-29T09:00:00.000Z',
      updatedAt: '2026-11-29T09:00:00.000Z',
    }),
  ),
);
