import * as v from 'valibot';
import { MESSAGES, emailField, optionalUrl, requiredString, roleField, singleLine, timezoneField, type Role } from './common';

export const inviteSchema = v.object({
  emails: v.pipe(
    v.array(emailField, MESSAGES.emailRequired),
    v.minLength(1, 'Add at least one email'),
    v.maxLength(50, 'At most 50 emails at a time'),
  ),
  role: roleField,
  teamIds: v.optional(v.pipe(v.array(v.string()), v.maxLength(50, 'At most 50 teams')), []),
  isBooker: v.optional(v.boolean(), false),
});
export type InviteInput = v.InferOutput<typeof inviteSchema>;

export const reactivateSchema = v.object({
  role: roleField,
  teamIds: v.optional(v.pipe(v.array(v.string()), v.maxLength(50, 'At most 50 teams')), []),
});

const phoneField = v.optional(
  v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || /^\+?[0-9 ()-]{6,20}$/.test(s), 'Please enter a valid phone number'),
    ),
  ),
);

// What a member's profile holds, edited by the member on their profile or by an admin on the members page.
const profileFields = {
  name: v.optional(requiredString(MESSAGES.nameRequired)),
  timezone: v.optional(timezoneField),
  contactNumber: phoneField,
  linkedinUrl: optionalUrl,
  twitterUrl: optionalUrl,
};

export const updateMemberSchema = v.object({
  ...profileFields,
  role: v.optional(roleField),
  isBooker: v.optional(v.boolean()),
  teamIds: v.optional(v.pipe(v.array(v.string()), v.maxLength(50, 'At most 50 teams'))),
});
export type UpdateMemberInput = v.InferOutput<typeof updateMemberSchema>;

export const updateProfileSchema = v.object({
  ...profileFields,
  onboarded: v.optional(v.boolean()),
});

export const MEMBER_STATUSES = ['active', 'invited', 'deactivated', 'deleted'] as const;
export const listMembersQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.maxLength(100), singleLine('Search'))),
  role: v.optional(v.picklist(['super_admin', 'manager', 'regular'])),
  status: v.optional(v.picklist(MEMBER_STATUSES)),
  teamId: v.optional(v.string()),
});

export type MemberDto = {
  id: string;
  name: string;
  email: string;
  role: Role;
  isBooker: boolean;
  timezone: string;
  contactNumber: string | null;
  linkedinUrl: string | null;
  twitterUrl: string | null;
  status: 'active' | 'deactivated' | 'deleted';
  discardedAt: string | null;
  teams: { id: string; name: string }[];
};
export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked'] as const;
export type InvitationDto = {
  id: string;
  email: string;
  role: Role;
  teamIds: string[];
  isBooker: boolean;
  status: (typeof INVITATION_STATUSES)[number];
  createdAt: string;
  expiresAt: string;
};
/** GET /api/auth/invitations/:token: what the invitee is asked to join, before they accept. */
export type InvitationLinkDto = { email: string; company: string; role: Role };

export const alreadyInvited = (email: string) => `${email} has already been invited`;
export const MEMBER_ERRORS = {
  update: 'Fail to update member information',
  profile: 'Failed to update profile',
  reactivate: 'Failed to reactivate user',
  deletion: 'User Deletion failed',
  alreadyMember: (email: string) => `${email} is already a member`,
} as const;
