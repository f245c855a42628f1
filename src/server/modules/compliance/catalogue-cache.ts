import type { ComplianceRule } from '../../../domain/compliance/rule.ts';
import type { MarketSettings } from '../../../domain/market/library.ts';
import type { CompositionRow } from '../../../domain/substance/composition.ts';
import type { Executor } from '../../db/client.ts';
import { loadCatalogueContent, type SubstanceFacts } from '../formulations/content.ts';
import { createChecksRepository } from './checks-repository.ts';
import { toComplianceRule } from './rule-row.ts';

export interface Catalogue {
  version: number;
  rules: ComplianceRule[];
  /** The markets' settings: which library each applies (ADR 058). */
  markets: MarketSettings[];
  compositions: Map<string, CompositionRow[]>;
  facts: Map<string, SubstanceFacts>;
  /** INCI name by substance id. */
  names: Map<string, string>;
}

/**
 * What every formulation save checks against (docs/product-rules.md, "Compliance"): the active rules, every raw material's composition and
 * every substance's facts, held in memory while `catalogue_version` (bumped in the same transaction as any
 * change to them, migration 0010) says they are current. A save reads one number instead of the catalogue.
 * Only transactions that change none of them may read through it (a formulation save): one that did would cache
 * what a rollback may take back under a version number a later change reuses. Re-checks after a catalogue change
 * read the database directly (loadContents).
 */
export function createCatalogueCache() {
  let cached: Catalogue | null = null;
  // The load under way, if any: saves that find the same version missing wait for it instead of each reading the
  // whole catalogue (after a start or a catalogue change, every save in flight found it missing at once: 32
  // concurrent saves read it 32 times, each on a connection, and the first seconds' p99 rose to 180-480 ms).
  let loading: { version: number; catalogue: Promise<Catalogue> } | null = null;

  async function load(tx: Executor, version: number): Promise<Catalogue> {
    const repo = createChecksRepository(tx);
    // One after another: inside a transaction they share one connection, which takes one query at a time.
    const rules = await repo.activeRules();
    const markets = await repo.markets();
    const { compositions, facts, names } = await loadCatalogueContent(tx);
    return { version, rules: rules.map(toComplianceRule), markets, compositions, facts, names };
  }

  return {
    /**
     * The catalogue as of the transaction's reading of its version (`known`: already read in this transaction,
     * with a save's prices): from memory when nothing changed since.
     */
    async get(tx: Executor, known?: number): Promise<Catalogue> {
      const version = known ?? (await createChecksRepository(tx).catalogueVersion());
      if (cached?.version === version) return cached;
      if (loading?.version === version) {
        // Read by another transaction that found the same version, so the same catalogue; if its load failed (its
        // transaction ended), this one reads its own.
        const shared = await loading.catalogue.catch(() => null);
        if (shared) return shared;
      }
      const catalogue = load(tx, version);
      loading = { version, catalogue };
      try {
        const fresh = await catalogue;
        // Another transaction may have loaded a newer one meanwhile: keep the newest.
        if (!cached || cached.version <= version) cached = fresh;
        return fresh;
      } finally {
        if (loading?.catalogue === catalogue) loading = null;
      }
    },
  };
}
export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
