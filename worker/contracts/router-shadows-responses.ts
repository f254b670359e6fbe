import * as v from 'valibot';
import { instant, count, schemaOf } from './response-kit';
import { comparedSessionEntries, comparisonPage, decisionSideSchema } from './router-replays-responses';
import { RouterPreviewDraftSchema } from './router-preview';
import type { RouterShadowDto, ShadowDisagreementDto, ShadowDisagreementsPageDto } from './router-shadows';

export const routerShadowSchema = schemaOf<RouterShadowDto>()(
  v.object({
    id: v.string(),
    routerId: v.string(),
    draft: RouterPreviewDraftSchema,
    baseVersion: count,
    startedAt: instant,
    total: count,
    agreed: count,
    agreementRate: v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(1))),
    daily: v.array(v.object({ date: v.pipe(v.string(), v.isoDate()), total: count, disagreed: count })),
  }),
);

export const shadowDisagreementSchema = schemaOf<ShadowDisagreementDto>()(
  v.object({ ...comparedSessionEntries, live: decisionSideSchema, shadow: decisionSideSchema }),
);

export const shadowDisagreementsPageSchema = schemaOf<ShadowDisagreementsPageDto>()(comparisonPage(shadowDisagreementSchema));
