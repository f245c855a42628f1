import type { IssueStatus, Severity } from '../../../domain/compliance/constants.ts';
import { complianceIssues } from '../schema.ts';
import { idOf, type SeedContext } from './context.ts';

interface DemoIssue {
  title: string;
  description: string;
  severity: Severity;
  status: IssueStatus;
  region: 'EU' | 'US' | 'UK' | 'CA';
  formulation?: string;
  rawMaterial?: string;
  rule?: string;
  /** Days from today; absent = no due date. */
  dueInDays?: number;
  reportedBy: string;
  createdDaysAgo: number;
  /** When it moved to in_progress or resolved. */
  changedDaysAgo?: number;
}

/**
 * Issues reported by people. The automated checks open their own alerts (with an auto key) for rule
 * violations such as the BHA serum's salicylic acid, so none of those are seeded here.
 */
export const DEMO_ISSUES: readonly DemoIssue[] = [
  {
    title: 'Withdraw 4-MBC legacy stock from the raw material store',
    description:
      '4-Methylbenzylidene camphor is prohibited in the EU from 1 May 2025. About 3 kg of legacy stock remains: quarantine it and dispose of it through the approved waste contractor.',
    severity: 'critical',
    status: 'in_progress',
    region: 'EU',
    rawMaterial: 'mbc',
    rule: 'mbc',
    dueInDays: 7,
    reportedBy: 'regulatory',
    createdDaysAgo: 20,
    changedDaysAgo: 18,
  },
  {
    title: 'Microbial count above limit in Charcoal Face Wash pilot lot CW-0412',
    description:
      'Total viable count 2,400 CFU/g against a 1,000 CFU/g specification. Root cause: contaminated transfer hose; lot destroyed, hoses replaced, re-test passed.',
    severity: 'critical',
    status: 'resolved',
    region: 'US',
    formulation: 'charcoal-v1',
    reportedBy: 'scientist',
    createdDaysAgo: 176,
    changedDaysAgo: 168,
  },
  {
    title: 'Vitamin A warning missing from Retinol Night Renewal Cream artwork',
    description:
      'Reg. (EU) 2024/996 requires "Contains Vitamin A. Consider your daily intake before use." on the pack. Current carton artwork v3 does not carry it.',
    severity: 'high',
    status: 'open',
    region: 'EU',
    formulation: 'retinol',
    rawMaterial: 'retinol',
    rule: 'retinol',
    dueInDays: 10,
    reportedBy: 'regulatory',
    createdDaysAgo: 9,
  },
  {
    title: 'SPF 30 broad-spectrum claim needs critical wavelength test',
    description:
      'FDA sunscreen rules: the broad-spectrum claim needs a critical wavelength of at least 370 nm. Book the in-vitro test with the lab before the US launch.',
    severity: 'high',
    status: 'in_progress',
    region: 'US',
    formulation: 'spf',
    dueInDays: 30,
    reportedBy: 'pm',
    createdDaysAgo: 33,
    changedDaysAgo: 27,
  },
  {
    title: 'Cosmetovigilance: two stinging reports for Post-Shave Recovery Balm',
    description:
      'Two consumer reports of mild stinging on freshly shaved skin (UK retail partner). Assess causality and update the product information file.',
    severity: 'high',
    status: 'open',
    region: 'UK',
    formulation: 'postshave-v1',
    reportedBy: 'editor',
    createdDaysAgo: 4,
  },
  {
    title: 'Bilingual English/French label review for Charcoal Daily Face Wash',
    description:
      'Canadian labelling requires the ingredient list and directions in English and French. Check the new carton before the Canadian listing.',
    severity: 'medium',
    status: 'open',
    region: 'CA',
    formulation: 'charcoal-v1',
    reportedBy: 'pm',
    createdDaysAgo: 15,
  },
  {
    title: 'UK SCPN notification for Beard Softening Oil',
    description:
      'File the Submit Cosmetic Product Notification (SCPN) through the UK Responsible Person before shipping.',
    severity: 'medium',
    status: 'resolved',
    region: 'UK',
    formulation: 'beard',
    reportedBy: 'regulatory',
    createdDaysAgo: 130,
    changedDaysAgo: 121,
  },
  {
    title: 'Confirm non-nano status of Titanium Dioxide lot TD-2291',
    description:
      'The certificate of analysis gives a median particle size of 95 nm. Ask TerraMin for the number-based size distribution to confirm it is not a nanomaterial.',
    severity: 'medium',
    status: 'in_progress',
    region: 'EU',
    formulation: 'spf',
    rawMaterial: 'titanium',
    dueInDays: 21,
    reportedBy: 'procurement',
    createdDaysAgo: 26,
    changedDaysAgo: 22,
  },
  {
    title: 'MoCRA facility registration renewal',
    description: 'The FDA facility registration under MoCRA must be renewed every two years.',
    severity: 'low',
    status: 'open',
    region: 'US',
    dueInDays: 60,
    reportedBy: 'regulatory',
    createdDaysAgo: 11,
  },
  {
    title: 'Cosmetic Notification Form for Volcanic Clay Detox Mask',
    description: 'Health Canada must be notified within 10 days of first sale in Canada.',
    severity: 'low',
    status: 'in_progress',
    region: 'CA',
    formulation: 'mask',
    dueInDays: 14,
    reportedBy: 'regulatory',
    createdDaysAgo: 8,
    changedDaysAgo: 5,
  },
  {
    title: 'Update the safety assessment for Matte Hydrating Moisturizer',
    description: 'The CPSR needs the new dimethicone supplier specification attached.',
    severity: 'low',
    status: 'resolved',
    region: 'EU',
    formulation: 'matte',
    rawMaterial: 'dimethicone',
    reportedBy: 'scientist',
    createdDaysAgo: 95,
    changedDaysAgo: 80,
  },
];

export async function seedComplianceIssues(ctx: SeedContext): Promise<void> {
  const regulatory = idOf(ctx.users, 'regulatory', 'user');
  const rows = await ctx.tx
    .insert(complianceIssues)
    .values(
      DEMO_ISSUES.map((issue) => {
        const changedAt = issue.changedDaysAgo === undefined ? null : ctx.daysAgo(issue.changedDaysAgo);
        const createdAt = ctx.daysAgo(issue.createdDaysAgo);
        return {
          title: issue.title,
          description: issue.description,
          severity: issue.severity,
          status: issue.status,
          region: issue.region,
          dueDate: issue.dueInDays === undefined ? null : ctx.dateIn(issue.dueInDays),
          formulationId: issue.formulation ? idOf(ctx.formulations, issue.formulation, 'formulation') : null,
          ingredientId: issue.rawMaterial ? idOf(ctx.rawMaterials, issue.rawMaterial, 'ingredient').id : null,
          ruleId: issue.rule ? idOf(ctx.rules, issue.rule, 'rule') : null,
          assigneeId: regulatory,
          reportedBy: idOf(ctx.users, issue.reportedBy, 'user'),
          statusChangedBy: changedAt ? regulatory : null,
          statusChangedAt: changedAt,
          resolvedAt: issue.status === 'resolved' ? changedAt : null,
          revision: changedAt ? 2 : 1,
          createdAt,
          updatedAt: changedAt ?? createdAt,
        };
      }),
    )
    .returning({ id: complianceIssues.id, title: complianceIssues.title });
  for (const row of rows) ctx.issues[row.title] = row.id;
}
