import { z } from 'zod';
import { dateTimeText } from '../common/api-text.ts';
import { REVISION_RANGE } from '../common/numeric-input.ts';

/**
 * A proposed change to master data that changes compliance (ADR 037), waiting for the regulatory role. The
 * entity types it can be about: a substance's governed fields, and a raw material's composition rows' function
 * of use. Each has its applier in the module that owns the record.
 */
export const PROPOSAL_ENTITY_TYPES = ['substance', 'raw_material'] as const;
export type ProposalEntityType = (typeof PROPOSAL_ENTITY_TYPES)[number];

export const PROPOSAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export const changeProposalSchema = z
  .object({
    id: z.string(),
    entityType: z.enum(PROPOSAL_ENTITY_TYPES),
    entityId: z.string(),
    /** The record's name when it was proposed. */
    entityName: z.string(),
    status: z.enum(PROPOSAL_STATUSES),
    changes: z.array(
      z.object({ field: z.string(), label: z.string(), fromText: z.string(), toText: z.string() }),
    ),
    proposedById: z.string().nullable(),
    proposedBy: z.string().nullable(),
    proposedAt: dateTimeText,
    decidedById: z.string().nullable(),
    decidedBy: z.string().nullable(),
    decidedAt: dateTimeText.nullable(),
    decisionNote: z.string().nullable(),
    revision: z.number().int(),
  })
  .meta({ id: 'ChangeProposal' });
export type ChangeProposal = z.infer<typeof changeProposalSchema>;

export const proposalListQuerySchema = z.object({
  status: z.enum(PROPOSAL_STATUSES, { error: 'Unknown status' }).optional(),
  entityId: z.guid({ error: 'Record id must be a UUID' }).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

const revision = z
  .int({ error: 'Revision is required' })
  .min(0, REVISION_RANGE)
  .max(2_147_483_647, REVISION_RANGE);

/** Approve: the revision the reviewer read, so a proposal changed meanwhile is not decided blind. */
export const approveProposalSchema = z.object({ revision });

export const rejectProposalSchema = z.object({
  revision,
  note: z
    .string()
    .trim()
    .max(1000, 'Reason must be at most 1000 characters')
    .nullish()
    .transform((value) => value || null),
});
export type RejectProposalInput = z.infer<typeof rejectProposalSchema>;
