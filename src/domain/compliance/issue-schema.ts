import { z } from 'zod';
import { dateTimeText } from '../common/api-text.ts';
import { INT4_MAX, REVISION_RANGE } from '../common/numeric-input.ts';
import { ISSUE_STATUSES, SEVERITIES } from './constants.ts';

const optionalId = (message: string) =>
  z
    .union([z.guid({ error: message }), z.literal('')])
    .nullish()
    .transform((value) => value || null);

/** "Report Issue" form and the issue edit form. */
export const issueInputSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be at most 200 characters'),
  description: z.string().trim().max(5000, 'Description must be at most 5000 characters').default(''),
  severity: z.enum(SEVERITIES, { error: 'Severity is required' }),
  region: z
    .string()
    .trim()
    .max(50, 'Region must be at most 50 characters')
    .nullish()
    .transform((value) => value || null),
  dueDate: z
    .union([z.iso.date({ error: 'Due date must be a date' }), z.literal('')])
    .nullish()
    .transform((value) => value || null),
  formulationId: optionalId('Formulation not found'),
  ingredientId: optionalId('Ingredient not found'),
  assigneeId: optionalId('User not found'),
  revision: z.int().min(0).max(INT4_MAX, REVISION_RANGE).optional(),
});
export type IssueInput = z.infer<typeof issueInputSchema>;
export type IssueFormValues = z.input<typeof issueInputSchema>;

export const issueStatusInputSchema = z.object({
  status: z.enum(ISSUE_STATUSES, { error: 'Status must be open, in progress or resolved' }),
  revision: z.int({ error: 'Revision is required' }).min(0).max(INT4_MAX, REVISION_RANGE),
});

export const issueSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    severity: z.string(),
    status: z.string(),
    region: z.string().nullable(),
    dueDate: z.string().nullable(),
    formulationId: z.string().nullable(),
    formulationName: z.string().nullable(),
    ingredientId: z.string().nullable(),
    ingredientName: z.string().nullable(),
    ruleId: z.string().nullable(),
    automated: z.boolean(),
    assigneeId: z.string().nullable(),
    assigneeName: z.string().nullable(),
    reportedBy: z.string().nullable(),
    statusChangedBy: z.string().nullable(),
    statusChangedByName: z.string().nullable(),
    statusChangedAt: dateTimeText.nullable(),
    resolvedAt: dateTimeText.nullable(),
    revision: z.number().int(),
    createdAt: dateTimeText,
    updatedAt: dateTimeText,
  })
  .meta({ id: 'ComplianceIssue' });
export type ComplianceIssue = z.infer<typeof issueSchema>;

/** Status workflow: open -> in_progress -> resolved; a resolved issue may be reopened. */
export const NEXT_STATUS: Record<string, (typeof ISSUE_STATUSES)[number]> = {
  open: 'in_progress',
  in_progress: 'resolved',
  resolved: 'open',
};

export function truncate(text: string, max = 80): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
