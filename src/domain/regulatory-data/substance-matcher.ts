import type { CosingEntry } from './cosing-schema.ts';

/**
 * Which catalogue substances an annex entry names (ADR 055): found by CAS number, EC number, INCI name or
 * synonym (the entry's INCI names, identified ingredients, colour index numbers and chemical name), never by a
 * fuzzy match. An entry that names none gets one new substance carrying its CAS and EC numbers, registered so a
 * later entry naming the same numbers or name finds it.
 */
export interface KnownSubstance {
  id: string;
  inciName: string;
  casNumbers: readonly string[];
  ecNumber: string | null;
  synonyms: readonly string[];
  colourIndex: string | null;
}

export interface NewSubstance {
  key: string;
  inciName: string;
  casNumbers: string[];
  ecNumber: string | null;
  annexEntry: string;
}

/** A substance by its id, or `new:<name>` for one the apply creates. */
export type SubstanceKey = string;

const normal = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');
/** A substance's name is at most this long; longer chemical names are cut where a word ends. */
const NAME_MAX = 300;

export function substanceMatcher(known: readonly KnownSubstance[]) {
  const byCas = new Map<string, SubstanceKey>();
  const byEc = new Map<string, SubstanceKey>();
  const byName = new Map<string, SubstanceKey>();
  const names = new Map<SubstanceKey, string>();
  const created = new Map<SubstanceKey, NewSubstance>();

  function remember(key: SubstanceKey, item: Omit<KnownSubstance, 'id'>) {
    names.set(key, item.inciName);
    for (const cas of item.casNumbers) if (!byCas.has(cas)) byCas.set(cas, key);
    if (item.ecNumber && !byEc.has(item.ecNumber)) byEc.set(item.ecNumber, key);
    for (const name of [item.inciName, ...item.synonyms, item.colourIndex ?? '']) {
      if (name && !byName.has(normal(name))) byName.set(normal(name), key);
    }
  }
  for (const item of known) remember(item.id, item);

  function nameOf(entry: CosingEntry): string | null {
    const name =
      entry.identifiedIngredients[0] ?? entry.inciNames[0] ?? entry.chemicalName ?? entry.iupacName ?? null;
    if (!name) return null;
    const flat = name.replace(/\s+/g, ' ').trim();
    return flat.length <= NAME_MAX ? flat : `${flat.slice(0, NAME_MAX - 1).replace(/\s+\S*$/, '')}…`;
  }

  return {
    /** The substances the entry names, existing or new (in the order found); none for a deleted entry. */
    match(entry: CosingEntry, annexEntry: string): SubstanceKey[] {
      if (entry.deleted) return [];
      const found = new Set<SubstanceKey>();
      for (const cas of entry.casNumbers) {
        const key = byCas.get(cas.value);
        if (key) found.add(key);
      }
      for (const ec of entry.ecNumbers) {
        const key = byEc.get(ec.value);
        if (key) found.add(key);
      }
      const words = [...entry.inciNames, ...entry.identifiedIngredients];
      if (entry.chemicalName) words.push(entry.chemicalName);
      for (const word of words) {
        const key = byName.get(normal(word));
        if (key) found.add(key);
      }
      if (found.size > 0) return [...found];
      const name = nameOf(entry);
      if (!name) return [];
      const item: NewSubstance = {
        key: `new:${normal(name)}`,
        inciName: name,
        casNumbers: entry.casNumbers.map((cas) => cas.value),
        ecNumber: entry.ecNumbers[0]?.value ?? null,
        annexEntry,
      };
      if (!created.has(item.key)) {
        created.set(item.key, item);
        remember(item.key, { ...item, synonyms: [], colourIndex: null });
      }
      return [item.key];
    },
    nameOf: (key: SubstanceKey) => names.get(key) ?? key,
    created: () => [...created.values()],
  };
}
export type SubstanceMatcher = ReturnType<typeof substanceMatcher>;
