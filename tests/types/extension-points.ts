import type { RuleType } from '../../src/domain/compliance/constants.ts';
import { GROUP_LIMITS } from '../../src/domain/compliance/evaluate.ts';
import { RULE_TYPE_LABELS } from '../../src/domain/compliance/rule-labels.ts';
import type { EventType } from '../../src/domain/events/event-types.ts';
import type { ExportTemplateId } from '../../src/domain/export/templates.ts';
import type { FormulationSort } from '../../src/domain/formulation/formulation.ts';
import type { SupplierSort } from '../../src/domain/supplier/supplier-schema.ts';
import { REPORT_TEMPLATES } from '../../src/server/modules/exports/build-report.ts';
import { FORMULATION_ORDER } from '../../src/server/modules/formulations/repository.ts';
import { SUPPLIER_ORDER } from '../../src/server/modules/suppliers/repository.ts';
import { STALE_BY_TYPE } from '../../src/web/lib/live-event-keys.ts';

/**
 * Extension points are closed unions handled exhaustively (docs/recipes.md): checked by `tsc` (npm test's
 * typecheck), never run. Each line below widens a union by one new member and expects the table that handles the
 * union to be refused: if a table were loosened to a plain string record, the expected error would vanish and the
 * typecheck would fail on the unused `@ts-expect-error`.
 */

// A new live-event type does not build until the web says which queries it makes stale.
// @ts-expect-error the table has no entry for 'brand_new'
export const eventTypesHandled: Readonly<Record<EventType | 'brand_new', readonly string[]>> = STALE_BY_TYPE;

// A new export template does not build until the server says how to make its report.
// @ts-expect-error the table has no entry for 'brand_new'
export const templatesHandled: Record<ExportTemplateId | 'brand_new', unknown> = REPORT_TEMPLATES;

// A new sort key of a list does not build until its repository says how to order by it.
// @ts-expect-error the table has no entry for 'brand_new'
export const formulationSortsHandled: Record<FormulationSort | 'brand_new', unknown> = FORMULATION_ORDER;
// @ts-expect-error the table has no entry for 'brand_new'
export const supplierSortsHandled: Record<SupplierSort | 'brand_new', unknown> = SUPPLIER_ORDER;

// A new rule type does not build until the engine says what it limits (the optimizer reads no limit as none) and
// the screens say what it is called.
// @ts-expect-error the table has no entry for 'brand_new'
export const ruleLimitsHandled: Record<RuleType | 'brand_new', unknown> = GROUP_LIMITS;
// @ts-expect-error the table has no entry for 'brand_new'
export const ruleLabelsHandled: Record<RuleType | 'brand_new', string> = RULE_TYPE_LABELS;
