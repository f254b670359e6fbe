import type { DistributionKind } from '@contracts/distribution';
import type { CalibrationSettings } from '@contracts/round-robin';
import type { DistributionRuleInput } from '@contracts/routing-pods';

/** The body of POST and PUT /api/distribution-rules. */
export type DistributionRequest = { kind: DistributionKind; definition: DistributionRuleInput; calibration: CalibrationSettings };
