import type { ExportFormat } from '../../../domain/export/constants.ts';
import { ifraMessage } from '../../../domain/ifra/ifra.ts';
import { marketComplianceReport } from '../../../domain/market/market-report.ts';
import { unreviewedSubstances } from '../../../domain/substance/review.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { isUuid } from '../../http/list-query.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { ifraCertificateCitations } from '../documents/certificates.ts';
import { CONTENT_TYPES, render } from '../exports/render.ts';
import { formulationComplianceDocument } from '../exports/templates/formulation-compliance.ts';
import { createChecksRepository } from './checks-repository.ts';
import type { ContentsLoader } from './checks-service.ts';
import { ifraCheck, marketFindingsFor, today } from './findings.ts';
import { toComplianceRule } from './rule-row.ts';

/** The compliance report of a formulation (docs/product-rules.md, "Compliance"), computed live from its substances and the rule library. */
export function createComplianceReports({ db, contents }: { db: Db; contents: ContentsLoader }) {
  async function formulationReport(id: string) {
    const { formulations, facts } = isUuid(id)
      ? await contents(db, [id])
      : { formulations: [], facts: new Map() };
    const [formulation] = formulations;
    if (!formulation) throw notFound('Formulation');
    const repo = createChecksRepository(db);
    const library = {
      rules: (await repo.activeRules()).map(toComplianceRule),
      markets: await repo.markets(),
    };
    const report = marketComplianceReport(
      formulation,
      marketFindingsFor(formulation, library, facts),
      today(),
      unreviewedSubstances(formulation.content, facts),
    );
    const ifra = await ifraCheck(
      db,
      formulation.lines.map((line) => line.ingredientId),
    );
    const checked = ifra(formulation).findings;
    // Each level is cited from the perfume's IFRA certificate on file, when there is one (ADR 063, ADR 069).
    const certificates = await ifraCertificateCitations(
      db,
      checked.map((finding) => finding.ingredientId),
    );
    const findings = checked.map((finding) => ({
      ...finding,
      certificate: certificates.get(finding.ingredientId) ?? finding.certificate,
    }));
    return {
      ...report,
      // IFRA findings are violations in every market (ADR 063): counted with the rules' own.
      violations: report.violations + findings.length,
      ifra: {
        category: formulation.ifraCategory,
        findings: findings.map((finding) => ({
          ingredientId: finding.ingredientId,
          name: finding.name,
          percent: finding.percent,
          maxPercent: finding.maxPercent,
          severity: finding.severity,
          certificate: finding.certificate,
          message: ifraMessage(finding),
        })),
      },
    };
  }

  return {
    formulationReport,

    /** The same report as a document to file or sign (xlsx or pdf), logged like every export. */
    async formulationReportFile(id: string, format: Extract<ExportFormat, 'xlsx' | 'pdf'>, actor: Actor) {
      const report = await formulationReport(id);
      const now = new Date();
      const body = await render(format, formulationComplianceDocument(report, now));
      const slug =
        report.name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'formulation';
      await recordActivity(db, actor, {
        action: 'export_create',
        entityType: 'formulation',
        entityId: report.formulationId,
        description: `Exported the compliance report of "${report.name}" as ${format.toUpperCase()}`,
      });
      return {
        body,
        contentType: CONTENT_TYPES[format],
        fileName: `compliance-report-${slug}-${now.toISOString().slice(0, 10)}.${format}`,
      };
    },
  };
}
