/**
 * Shared workspaces of the activity area (spec §3, §5, §7, §8, §9; issue #14). The
 * create payload and the answers the spec's client reads (`inviteCode`,
 * `accessPassword`, `workspace.name`) are kept exactly; the rest is ours.
 */
import { z } from 'zod';
import { EmailSchema, IdSchema, text } from './common';

export const WORKSPACES_PATH = '/api/workspaces';

/** Spec §9: a generated access code is 8 random uppercase alphanumeric characters. */
export const ACCESS_CODE_LENGTH = 8;
/**
 * A chosen access code is at least as long as a generated one (#25): with 4 characters
 * the whole space could be walked; collisions at create also count as wrong join guesses.
 */
export const ACCESS_CODE_MIN_LENGTH = 8;
export const ACCESS_CODE_MAX_LENGTH = 32;
const ACCESS_CODE_PATTERN = new RegExp(`^[A-Z0-9]{${ACCESS_CODE_MIN_LENGTH},${ACCESS_CODE_MAX_LENGTH}}$`);
export const ACCESS_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** Members warned once a workspace has used this share of its monthly token budget. */
export const BUDGET_WARNING_RATIO = 0.8;

export const INVITE_ROLES = ['member', 'admin'] as const;
export const InviteRoleSchema = z.enum(INVITE_ROLES);
export type InviteRole = z.infer<typeof InviteRoleSchema>;
export const WorkspaceRoleSchema = z.enum(['owner', 'admin', 'member']);
export type WorkspaceRole = z.infer<typeof WorkspaceRoleSchema>;

/** Spec §8 texts. */
export const WORKSPACE_MESSAGES = {
  createFailed: 'Failed to create workspace. Please try again.',
  joinFailed: 'Failed to join workspace. Please check your invite code and try again.',
  joined: (name: string) => `Successfully joined workspace: ${name}!`,
  nameRequired: 'Workspace name is required',
  codeRequired: 'Invite code is required',
  codeFormat: `Access codes use letters and digits only (${ACCESS_CODE_MIN_LENGTH} to ${ACCESS_CODE_MAX_LENGTH} characters)`,
  duplicateInvite: 'Each email can be invited once',
  unknownCode: 'No workspace has that invite code.',
  wrongPassword: 'Wrong workspace password.',
  passwordRequired: 'This workspace needs its password.',
  codeTaken: 'That access code is already used by another workspace. Choose another one.',
} as const;

/**
 * An access code as typed: trimmed and upper-cased (spec §5), letters and digits only.
 * The same rule reads a join's invite code, so 'abcd2345 ' finds 'ABCD2345'.
 */
export const AccessCodeSchema = text()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(ACCESS_CODE_PATTERN, WORKSPACE_MESSAGES.codeFormat));

export const InviteSchema = z.object({ email: EmailSchema, role: InviteRoleSchema.default('member') });
export type InviteInput = z.input<typeof InviteSchema>;

const InviteListSchema = z
  .array(InviteSchema)
  .max(50, 'At most 50 invitations at once')
  .refine((list) => new Set(list.map((i) => i.email)).size === list.length, WORKSPACE_MESSAGES.duplicateInvite);

export const CreateWorkspaceBodySchema = z.object({
  name: text({ error: WORKSPACE_MESSAGES.nameRequired }).trim().min(1, WORKSPACE_MESSAGES.nameRequired).max(100, 'Keep the name under 100 characters'),
  description: text().trim().max(1000, 'Keep the description under 1,000 characters').optional().default(''),
  inviteUsers: InviteListSchema.optional().default([]),
  /** null, absent or blank: a code is generated. */
  accessCode: text()
    .trim()
    .max(ACCESS_CODE_MAX_LENGTH, WORKSPACE_MESSAGES.codeFormat)
    .transform((s) => s.toUpperCase())
    .refine((s) => s === '' || ACCESS_CODE_PATTERN.test(s), WORKSPACE_MESSAGES.codeFormat)
    .nullable()
    .optional(),
  /** null, absent or empty: no password. */
  accessPassword: text().max(200, 'The password is too long').nullable().optional(),
});
export type CreateWorkspaceBody = z.input<typeof CreateWorkspaceBodySchema>;

export const WorkspaceSchema = z.object({
  id: IdSchema,
  name: z.string(),
  description: z.string(),
  createdAt: z.string(),
});
export type Workspace = z.infer<typeof WorkspaceSchema>;

/** An invitation as the inviter sees it right after sending: the link is shown only now. */
export const SentInviteSchema = z.object({
  email: z.string(),
  role: InviteRoleSchema,
  /** The invite link to copy; whoever opens it signed in joins with the role. */
  link: z.string(),
  /** True only when an email really went out (SMTP_URL set and the server accepted it). */
  emailed: z.boolean(),
});
export type SentInvite = z.infer<typeof SentInviteSchema>;

export const CreateWorkspaceResponseSchema = z.object({
  workspace: WorkspaceSchema.extend({ role: WorkspaceRoleSchema }),
  inviteCode: z.string(),
  /** The password as set, answered once at creation (never again), or null. */
  accessPassword: z.string().nullable(),
  invites: z.array(SentInviteSchema),
  /** Whether this server sends invite emails at all (SMTP_URL). */
  emailEnabled: z.boolean(),
});
export type CreateWorkspaceResponse = z.infer<typeof CreateWorkspaceResponseSchema>;

export const JoinWorkspaceBodySchema = z.object({
  inviteCode: text({ error: WORKSPACE_MESSAGES.codeRequired })
    .trim()
    .min(1, WORKSPACE_MESSAGES.codeRequired)
    .max(64, WORKSPACE_MESSAGES.unknownCode)
    .transform((s) => s.toUpperCase()),
  password: text().max(200).optional(),
});
export type JoinWorkspaceBody = z.input<typeof JoinWorkspaceBodySchema>;

export const JoinWorkspaceResponseSchema = z.object({
  workspace: WorkspaceSchema.extend({ role: WorkspaceRoleSchema }),
  /** True when the user was a member already (joining twice changes nothing). */
  alreadyMember: z.boolean(),
  message: z.string(),
});
export type JoinWorkspaceResponse = z.infer<typeof JoinWorkspaceResponseSchema>;

export const BudgetSchema = z.object({
  /** null: no limit. */
  monthlyTokens: z.number().int().nullable(),
  usedTokens: z.number().int(),
  /** 0–100+, rounded; null without a limit. */
  percent: z.number().nullable(),
  /** At or past 80 % of the budget. */
  warning: z.boolean(),
  exceeded: z.boolean(),
  /** The UTC month counted, 'YYYY-MM'. */
  month: z.string(),
});
export type Budget = z.infer<typeof BudgetSchema>;

export const WorkspaceListItemSchema = WorkspaceSchema.extend({
  role: WorkspaceRoleSchema,
  memberCount: z.number().int(),
  /** The user's AI calls are charged to this workspace. */
  active: z.boolean(),
  budget: BudgetSchema,
});
export type WorkspaceListItem = z.infer<typeof WorkspaceListItemSchema>;
export const WorkspaceListSchema = z.array(WorkspaceListItemSchema);

export const MemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: WorkspaceRoleSchema,
  joinedAt: z.string(),
});
export type Member = z.infer<typeof MemberSchema>;

export const PendingInviteSchema = z.object({
  email: z.string(),
  role: InviteRoleSchema,
  createdAt: z.string(),
  emailed: z.boolean(),
});
export type PendingInvite = z.infer<typeof PendingInviteSchema>;

export const WorkspaceDetailSchema = z.object({
  workspace: WorkspaceSchema,
  role: WorkspaceRoleSchema,
  active: z.boolean(),
  members: z.array(MemberSchema),
  /** Admins and the owner only (empty for members). */
  invites: z.array(PendingInviteSchema),
  /** Admins and the owner only (null for members). */
  inviteCode: z.string().nullable(),
  hasPassword: z.boolean(),
  budget: BudgetSchema,
  emailEnabled: z.boolean(),
});
export type WorkspaceDetail = z.infer<typeof WorkspaceDetailSchema>;

export const WorkspaceParamsSchema = z.object({ id: IdSchema });
export const MemberParamsSchema = z.object({ id: IdSchema, userId: IdSchema });

export const InviteBodySchema = z.object({ invites: InviteListSchema.min(1, 'Add at least one email') });
export const InviteResponseSchema = z.object({ invites: z.array(SentInviteSchema), emailEnabled: z.boolean() });
export const RevokeInviteBodySchema = z.object({ email: EmailSchema });
export const ChangeRoleBodySchema = z.object({ role: InviteRoleSchema });
export const RotateCodeResponseSchema = z.object({ inviteCode: z.string() });
export const BudgetBodySchema = z.object({
  /** null removes the limit. */
  monthlyTokens: z
    .number()
    .int('Whole tokens only')
    .min(1000, 'At least 1,000 tokens')
    // The column is a 32-bit integer.
    .max(2_000_000_000, 'At most 2,000,000,000 tokens')
    .nullable(),
});
export const ActiveWorkspaceBodySchema = z.object({ workspaceId: IdSchema.nullable() });
export const ActiveWorkspaceResponseSchema = z.object({ workspaceId: z.string().nullable() });
export const OkSchema = z.object({ ok: z.literal(true) });

/**
 * An invitation is accepted only with its link's token (#25): an account's email address
 * is not verified, so signing up with the invited address proves nothing, and there is
 * no list of invitations "to your email" and no accepting one by workspace id. The
 * workspace's access password is asked as at a join by code (a forwarded link is not
 * enough).
 */
export const AcceptInvitationBodySchema = z
  .object({
    token: text({ error: 'Open the invitation link to join.' }).trim().min(10, 'That invite link is not valid.').max(200, 'That invite link is not valid.'),
    /** The workspace's access password, when it has one: a link alone never skips it. */
    password: z.string().max(200, 'At most 200 characters').optional(),
  })
  .strict();
export type AcceptInvitationBody = z.input<typeof AcceptInvitationBodySchema>;

/* ---------- usage: per member × model × day ---------- */

export const UsageQuerySchema = z.object({
  /** Days back from today (UTC), today included. */
  days: z.coerce.number().int().min(1).max(366).default(30),
});
export const UsageRowSchema = z.object({
  day: z.string(),
  userId: z.string().nullable(),
  member: z.string(),
  model: z.string(),
  inputTokens: z.number(),
  outputTokens: z.number(),
  costUsd: z.number(),
  requests: z.number(),
});
export type UsageRow = z.infer<typeof UsageRowSchema>;
export const UsageResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(UsageRowSchema),
  totals: z.object({ inputTokens: z.number(), outputTokens: z.number(), costUsd: z.number(), requests: z.number() }),
});
export type UsageResponse = z.infer<typeof UsageResponseSchema>;

export const USAGE_CSV_HEADER = ['day', 'member', 'model', 'input_tokens', 'output_tokens', 'cost_usd', 'requests'] as const;
