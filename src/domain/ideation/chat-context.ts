// roundText, not the cost engine's toScale: the chat page then loads without decimal.js.
import { roundText } from '../formulation/round-text.ts';
import { statusLabel } from '../formulation/statuses.ts';
import { GENERAL_CONTEXT } from './constants.ts';

export interface ContextFormulation {
  name: string;
  productType: string;
  description: string | null;
  status: string;
  costPerUnit: string;
  targetMargin: string;
}

/**
 * The chat's context text (docs/product-rules.md, "The AI"): the general text by default; with a formulation, one sentence with
 * its name, product type, description, status, current cost per unit and target margin.
 */
export function chatContext(formulation: ContextFormulation | null | undefined): string {
  if (!formulation) return GENERAL_CONTEXT;
  // Kept well inside the API's 2000-character context limit.
  const full = formulation.description?.trim().replace(/[.\s]+$/, '') ?? '';
  const description = full.length > 1200 ? `${full.slice(0, 1199)}…` : full;
  return (
    `Formulation "${formulation.name}", a ${formulation.productType}` +
    (description ? ` (${description})` : '') +
    `, with status ${statusLabel(formulation.status)}, a current cost per unit of $${roundText(formulation.costPerUnit, 2)}` +
    ` and a target margin of ${roundText(formulation.targetMargin, 0)}%.`
  );
}

/** The chat's first message (docs/product-rules.md, "The AI"). */
export function chatGreeting(formulationName?: string | null): string {
  return formulationName
    ? `I'm here to help you optimize "${formulationName}". Ask me about its cost drivers, natural alternatives, anti-aging actives or sustainability.`
    : "Welcome! I'm your AI assistant for skincare product development. I can suggest formulation ideas, cheaper or more natural ingredients, anti-aging actives and sustainability improvements.";
}
