import type { Advice, AdvisorRequest } from './advice.ts';
import { antiAgingAdvice } from './anti-aging-reply.ts';
import { claimAdvice } from './claims.ts';
import { conceptAdvice } from './concept-reply.ts';
import type { Intent } from './constants.ts';
import { costAdvice } from './cost-reply.ts';
import { generalAdvice } from './general-reply.ts';
import { aboutAdvice, comparisonAdvice, complianceAdvice, targetFormulation } from './inquiry-replies.ts';
import { understand } from './intent.ts';
import type { IntentRequest } from './intent-request.ts';
import { naturalAdvice } from './natural-reply.ts';
import { optimizerLines } from './optimize-reply.ts';
import { substitutionAdvice } from './substitution-reply.ts';
import { sustainabilityAdvice } from './sustainability-reply.ts';

export const CANNOT_ANSWER =
  'I cannot answer that from the database: it names no formulation, raw material or substance I know, and asks for nothing I compute.';
const CAN_DO =
  'I can cost and optimize a formulation, find substitutes by function, check compliance, list supportable claims, compare formulations or raw materials, and propose new product concepts.';

/** The formulation-bound answers use the formulation the question names, else the chat's context. */
const onTarget = (answer: (request: AdvisorRequest) => Advice) => (request: IntentRequest) =>
  answer({ ...request, formulation: targetFormulation(request) });

async function costWithOptimizer(request: IntentRequest): Promise<Advice> {
  const target = targetFormulation(request);
  const advice = costAdvice({ ...request, formulation: target });
  if (!target) return advice;
  const optimized = await optimizerLines(target, request);
  return { ...advice, lines: [...advice.lines, ...(optimized.length ? ['', ...optimized] : [])] };
}

const BY_INTENT: Record<Intent, (request: IntentRequest, message: string) => Advice | Promise<Advice>> = {
  comparison: comparisonAdvice,
  substitution: substitutionAdvice,
  concept: conceptAdvice,
  claim: claimAdvice,
  compliance: complianceAdvice,
  cost: costWithOptimizer,
  natural: onTarget(naturalAdvice),
  'anti-aging': onTarget(antiAgingAdvice),
  sustainability: onTarget(sustainabilityAdvice),
  about: aboutAdvice,
  overview: onTarget(generalAdvice),
  unknown: () => ({
    heading: 'Not something I can answer',
    lines: [CANNOT_ANSWER, CAN_DO],
    nextStep: 'Next step: name a formulation or an ingredient, or use one of the quick prompts.',
  }),
};

export interface AdvisorReply {
  intents: Intent[];
  text: string;
}

/**
 * The built-in advisor (docs/product-rules.md, "The AI"): offline and deterministic. It works out what the question asks (intent.ts)
 * and answers each intent from the database through the engines (cost, regulatory, ISO 16128, optimizer), one
 * section per intent and one short next step at the end; what it cannot answer it says.
 */
export async function adviseReply(message: string, request: AdvisorRequest): Promise<AdvisorReply> {
  const understood = understand(message, request.facts);
  const full: IntentRequest = { ...request, understood };
  const sections: Advice[] = [];
  for (const intent of understood.intents) sections.push(await BY_INTENT[intent](full, message));
  const body = sections.map((section) => [section.heading, ...section.lines].join('\n')).join('\n\n');
  const text = `${body}\n\n${sections[0]!.nextStep}`.replace(/\n{3,}/g, '\n\n');
  return { intents: understood.intents, text };
}
