import type { DistributionRuleDto } from '@contracts/distribution';
import { api, call } from '@web/lib/api';
import { useCachedAction } from '@web/lib/cache-mutation';
import { distributionRuleQuery } from './get-distribution-rule';
import { distributionKey } from './list-distribution-rules';

/** A copy named 'Copy of …' with the same members, conditions and calibration, added last in the sequence. */
export const useDuplicateDistributionRule = () =>
  useCachedAction(
    (data) => distributionRuleQuery(data.id).queryKey,
    async (id: string) => (await call(api['distribution-rules'][':id'].duplicate.$post({ param: { id } }))).data as DistributionRuleDto,
    [[...distributionKey, 'list']],
    'Distribution rule duplicated',
  );
