import * as v from 'valibot';
import { zoneName } from './auth-responses';
import { ROLES } from './common';
import { examples, schemaOf } from './response-kit';
import type { GroupDto, TeamDetailDto, TeamDto, TeamMemberDto } from './teams';

/**
 * The answers of the teams and groups APIs as valibot schemas: the OpenAPI document describes each
 * success body from these, and the type checks at the bottom keep them equal to the DTO types the
 * services return.
 */

/** An active member of a team or group (deactivated members drop out of both). */
export const teamMemberSchema = schemaOf<TeamMemberDto>()(
  v.object({ id: v.string(), name: v.string(), email: v.string(), role: v.picklist(ROLES) }),
);

export const groupSchema = schemaOf<GroupDto>()(
  v.object({ id: v.string(), teamId: v.string(), name: v.string(), members: v.array(teamMemberSchema) }),
);

const teamEntries = { id: v.string(), name: v.string(), timezone: zoneName, memberCount: v.number(), groupCount: v.number() };

export const teamSchema = schemaOf<TeamDto>()(
  v.pipe(
    v.object(teamEntries),
    v.metadata({ examples: [{ id: 't_1', name: 'Sales EMEA', timezone: 'Europe/Berlin', memberCount: 4, groupCount: 1 }] }),
  ),
);

/** A team with its members and groups: what every team and group edit answers with. */
export const teamDetailSchema = schemaOf<TeamDetailDto>()(
  v.pipe(
    v.object({ ...teamEntries, members: v.array(teamMemberSchema), groups: v.array(groupSchema) }),
    examples({
      id: 't_1',
      name: 'Sales EMEA',
      timezone: 'Europe/Berlin',
      memberCount: 1,
      groupCount: 1,
      members: [{ id: 'u_2', name: 'Uma User', email: 'uma@acme.test', role: 'regular' }],
      groups: [
        {
          id: 'g_1',
          teamId: 't_1',
          name: 'Enterprise',
          members: [{ id: 'u_2', name: 'Uma User', email: 'uma@acme.test', role: 'regular' }],
        },
      ],
    }),
  ),
);
