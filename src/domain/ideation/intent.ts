import { INTENTS, type Intent } from './constants.ts';
import { matchNames, type NamedThing } from './entities.ts';
import type { DatabaseFacts } from './facts.ts';
import { detectTopics } from './topics.ts';

/**
 * What a question asks (docs/product-rules.md, "The AI"): its intents and the things of the database it names. Intents come from how
 * the request is phrased (a substitution is "instead of", "replace", "alternative to" next to a named raw
 * material; a comparison is "versus", "compare", "which ... or" over two named things of one kind), not from a
 * keyword alone; the names come from the database (entities.ts). A question with neither is not guessed at.
 */
export interface Understood {
  intents: Intent[];
  /** Named raw materials, formulations and substances, in the order the message names them. */
  rawMaterialIds: string[];
  formulationIds: string[];
  substanceIds: string[];
  /** "natural" was asked for alongside another intent: substitutes and concepts prefer natural materials. */
  preferNatural: boolean;
}

const CUES: Partial<Record<Intent, RegExp>> = {
  comparison:
    /\b(compare|comparison|versus|vs\.?|difference between|differ|better than|which (one |of them )?(is|has|costs?)|or the)\b/,
  substitution:
    /\b(instead of|replace|replacing|replacement|substitut\w*|swap\w*|alternatives? (to|for)|in place of|stand[- ]in|without|phase out|get rid of|drop)\b/,
  concept:
    /\b(concepts?|new products?|product ideas?|ideas? for (a|an|new)|launch|line extension|develop (a|an) new|white space|gaps? in (the|our) (range|portfolio)|what (should|could|can) we (make|launch|build|develop))\b/,
  claim:
    /\b(claims?|claimable|can we say|could we say|marketed as|marketing|label(led)? as|substantiat\w*|support (a|the)|promise)\b/,
  compliance:
    /\b(complian\w*|comply|regulat\w*|legal|allowed|permitted|prohibit\w*|banned|restrict\w*|limits?|maximum|max|annex|eu|1223|safe to|within (the )?limit|warnings?|allergens?)\b/,
  cost: /\b(cheaper|cheapest|reformulat\w*|least[- ]cost|optimi[sz]\w* (the )?(cost|recipe|price)|how much|cost per unit)\b/,
  about:
    /\b(what is|what's|what are|tell me about|describe|explain|what does|where is|where do we use|used in|info|information)\b/,
  overview: /\b(overview|summary|summari[sz]e|status|how is|how are|help|what can you do|hello|hi)\b/,
};

const thingsOf = (facts: DatabaseFacts) => ({
  rawMaterials: facts.inventory.map<NamedThing>((i) => ({ id: i.id, names: [i.name, i.inciName ?? ''] })),
  formulations: facts.formulations.map<NamedThing>((f) => ({ id: f.id, names: [f.name] })),
  substances: [...facts.catalogue.substances.values()].map<NamedThing>((s) => ({
    id: s.id,
    names: [s.inciName],
  })),
});

export function understand(message: string, facts: DatabaseFacts): Understood {
  const text = message.toLowerCase();
  const things = thingsOf(facts);
  const formulationMatches = matchNames(message, things.formulations, { byWord: false });
  // A formulation's name holds raw material words ("Retinol Night Serum"): those are not asked about.
  const insideFormulation = (at: number) => formulationMatches.some((f) => f.strength === 2 && f.at === at);
  const rawMaterialIds = matchNames(message, things.rawMaterials)
    .filter((m) => !insideFormulation(m.at))
    .map((m) => m.id);
  const substanceIds = matchNames(message, things.substances)
    .filter((m) => !insideFormulation(m.at))
    .map((m) => m.id);
  const formulationIds = formulationMatches.map((m) => m.id);
  const cue = (intent: Intent) => CUES[intent]?.test(text) ?? false;
  const topics = detectTopics(message).filter((topic) => topic !== 'general');
  const found = new Set<Intent>(topics);

  const named = rawMaterialIds.length + substanceIds.length;
  if (cue('comparison') && (formulationIds.length >= 2 || rawMaterialIds.length >= 2))
    found.add('comparison');
  if (cue('substitution') && rawMaterialIds.length > 0) found.add('substitution');
  if (cue('concept')) found.add('concept');
  if (cue('claim')) found.add('claim');
  if (cue('compliance')) found.add('compliance');
  if (cue('cost')) found.add('cost');
  // Anti-aging's cues are mostly substance names (retinol, peptides): a question about their rules, claims or
  // substitutes is not also a request for anti-aging ideas.
  if (['compliance', 'claim', 'comparison', 'substitution'].some((i) => found.has(i as Intent)))
    found.delete('anti-aging');
  // What a comparison or a substitution answers includes the cost: no separate cost section.
  if (found.has('comparison') || found.has('substitution')) found.delete('cost');
  const preferNatural = found.has('natural') && (found.has('substitution') || found.has('concept'));
  if (preferNatural) found.delete('natural');
  if (found.size === 0 && (named > 0 || formulationIds.length > 0)) found.add('about');
  if (found.size === 0 && cue('overview')) found.add('overview');
  if (found.size === 0) found.add('unknown');
  return {
    intents: INTENTS.filter((intent) => found.has(intent)),
    rawMaterialIds: [...new Set(rawMaterialIds)],
    formulationIds: [...new Set(formulationIds)],
    substanceIds: [...new Set(substanceIds)],
    preferNatural,
  };
}
