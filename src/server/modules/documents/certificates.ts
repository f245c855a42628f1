import { certificateCitation } from '../../../domain/ifra/certificate.ts';
import type { Executor } from '../../db/client.ts';
import { createDocumentRepository } from './repository.ts';

/**
 * Each raw material's current IFRA certificate as a report cites it (ADR 063, ADR 069): by raw material id, the
 * document's file name, version and issue date. The compliance report reads it through here, not the repository.
 */
export async function ifraCertificateCitations(
  executor: Executor,
  rawMaterialIds: string[],
): Promise<Map<string, string>> {
  const rows = await createDocumentRepository(executor).currentForRawMaterials(
    'ifra_certificate',
    rawMaterialIds,
  );
  return new Map(
    rows.flatMap((row) => (row.ingredientId ? [[row.ingredientId, certificateCitation(row)]] : [])),
  );
}
