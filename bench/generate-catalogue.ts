/**
 * A catalogue at scale for the search bench (ADR 067): 30,000 substances and 5,000 raw materials written by
 * PostgreSQL itself (generate_series), not through the API, in seconds. Names are made of real INCI words, three
 * lists combined so each number gives a different name ("Hydrogenated Glyceryl Stearate", ...): the trigrams are
 * those of a real catalogue, not of counters. Each substance has a synonym, a CAS and an EC number.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.ts';

export const PREFIXES = [
  'Hydrogenated',
  'Hydrolyzed',
  'Ethylhexyl',
  'Sodium',
  'Potassium',
  'Magnesium',
  'Calcium',
  'Zinc',
  'Cetearyl',
  'Isopropyl',
  'Polyglyceryl',
  'Methyl',
  'Propyl',
  'Butyl',
  'Octyl',
  'Decyl',
  'Lauryl',
  'Myristyl',
  'Stearyl',
  'Behenyl',
  'Caprylyl',
  'Coco',
  'Palm',
  'Olive',
  'Jojoba',
  'Shea',
  'Cocoa',
  'Rice',
  'Soy',
  'Oat',
  'Acetyl',
  'Hydroxyethyl',
  'Dimethyl',
  'Trimethyl',
  'Disodium',
  'Tetrasodium',
  'Ammonium',
  'Aluminum',
  'Cyclo',
  'Benzyl',
] as const;
export const STEMS = [
  'Glyceryl',
  'Stearate',
  'Palmitate',
  'Laurate',
  'Oleate',
  'Citrate',
  'Lactate',
  'Benzoate',
  'Sorbate',
  'Hyaluronate',
  'Glutamate',
  'Sulfate',
  'Phosphate',
  'Silicate',
  'Carbonate',
  'Chloride',
  'Caprylate',
  'Myristate',
  'Isostearate',
  'Salicylate',
  'Cinnamate',
  'Ascorbate',
  'Tocopherate',
  'Retinoate',
  'Panthenate',
  'Betainate',
  'Gluconate',
  'Tartrate',
  'Succinate',
  'Adipate',
] as const;
export const SUFFIXES = [
  'Ester',
  'Extract',
  'Oil',
  'Wax',
  'Butter',
  'Polymer',
  'Copolymer',
  'Crosspolymer',
  'Dimer',
  'Glycoside',
  'Amide',
  'Amine',
  'Oxide',
  'Acid',
  'Alcohol',
  'Peptide',
  'Protein',
  'Starch',
  'Gum',
  'Resin',
  'Silane',
  'Siloxane',
  'Complex',
  'Blend',
  'Ferment',
] as const;

const list = (words: readonly string[]) => sql.raw(`array[${words.map((w) => `'${w}'`).join(', ')}]`);

/** Writes `substances` substances and `ingredients` raw materials, then vacuums and analyzes both tables. */
export async function generateCatalogue(db: Db, counts: { substances: number; ingredients: number }) {
  const p = PREFIXES.length;
  const s = STEMS.length;
  // Word i % p, then (i / p) % s, then (i / (p * s)) % suffixes: 30,000 different names for i below 30,000.
  await db.execute(sql`
    insert into substances (inci_name, synonyms, cas_numbers, ec_number, functions, natural_origin_index)
    select w.name,
      array[w.stem || ' ' || w.suffix || ', ' || w.prefix],
      array[(100000 + i)::text || '-' || lpad((i % 100)::text, 2, '0') || '-' || (i % 10)::text],
      (200 + i / 1000)::text || '-' || lpad((i % 1000)::text, 3, '0') || '-' || (i % 10)::text,
      array['emollient'],
      ((i % 1000) / 1000.0)::numeric(4, 3)
    from generate_series(0, ${counts.substances - 1}) as i,
      lateral (select (${list(PREFIXES)})[1 + i % ${p}] as prefix,
        (${list(STEMS)})[1 + (i / ${p}) % ${s}] as stem,
        (${list(SUFFIXES)})[1 + (i / ${p * s}) % ${SUFFIXES.length}] as suffix) words,
      lateral (select words.*, prefix || ' ' || stem || ' ' || suffix as name) w
    on conflict do nothing`);
  // Raw materials: a trade name ("Formabench Shea Stearate 123") and an INCI text of two substances' names.
  await db.execute(sql`
    insert into ingredients (name, inci_name, description, category, unit_cost, unit)
    select 'Formabench ' || w.prefix || ' ' || w.stem || ' ' || i::text,
      w.prefix || ' ' || w.stem || ' ' || w.suffix || ', Aqua',
      'Search benchmark raw material', 'base', (0.5 + (i % 17) * 0.37)::numeric(18, 6), 'oz'
    from generate_series(0, ${counts.ingredients - 1}) as i,
      lateral (select (${list(PREFIXES)})[1 + (i * 7) % ${p}] as prefix,
        (${list(STEMS)})[1 + (i * 3) % ${s}] as stem,
        (${list(SUFFIXES)})[1 + i % ${SUFFIXES.length}] as suffix) w`);
  // VACUUM, not only ANALYZE: it also moves the rows just written out of the GIN indexes' pending lists, which a
  // search reads row by row (as autovacuum would soon after a real import).
  await db.execute(sql`vacuum analyze substances`);
  await db.execute(sql`vacuum analyze ingredients`);
}
