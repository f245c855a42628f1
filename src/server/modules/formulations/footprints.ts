import { naturalOrigin } from '../../../domain/substance/natural-origin.ts';
import { type FootprintLine, formulationFootprint } from '../../../domain/sustainability/footprint.ts';
import type { Executor } from '../../db/client.ts';
import { loadContents } from './content.ts';
import { toFormulationDto } from './dto.ts';
import { createFormulationRepository } from './repository.ts';

/**
 * Every formulation's footprint (docs/product-rules.md, "Sustainability, analytics, exports"): water and carbon from its lines, the ISO 16128 natural origin
 * content from its substances (docs/product-rules.md, "Substances and the label").
 */
export async function formulationFootprints(db: Executor, formulationIds?: string[]) {
  const repo = createFormulationRepository(db);
  const byFormulation = new Map<string, FootprintLine[]>();
  for (const line of await repo.footprintLines(formulationIds)) {
    const group = byFormulation.get(line.formulationId) ?? [];
    group.push(line);
    byFormulation.set(line.formulationId, group);
  }
  const rows = (await repo.list({})).rows.filter((row) => !formulationIds || formulationIds.includes(row.id));
  const { formulations, facts } = await loadContents(
    db,
    rows.map((row) => row.id),
  );
  const contents = new Map(formulations.map((formulation) => [formulation.id, formulation.content]));
  return rows.map((row) => {
    const content = contents.get(row.id) ?? { substances: [], unassigned: [] };
    return {
      formulation: toFormulationDto(row),
      footprint: formulationFootprint(
        byFormulation.get(row.id) ?? [],
        row.unitSize,
        naturalOrigin(content, facts),
      ),
    };
  });
}
