import type { Advice, AdvisorRequest } from './advice.ts';
import { antiAgingAdvice } from './anti-aging-reply.ts';
import type { Topic } from './constants.ts';
import { costAdvice } from './cost-reply.ts';
import { generalAdvice } from './general-reply.ts';
import { naturalAdvice } from './natural-reply.ts';
import { sustainabilityAdvice } from './sustainability-reply.ts';
import { detectTopics } from './topics.ts';

const BY_TOPIC: Record<Topic, (request: AdvisorRequest) => Advice> = {
  cost: costAdvice,
  natural: naturalAdvice,
  'anti-aging': antiAgingAdvice,
  sustainability: sustainabilityAdvice,
  general: generalAdvice,
};

export interface AdvisorReply {
  topics: Topic[];
  text: string;
}

/**
 * The built-in advisor (DESIGN §8): offline and deterministic, from the database's facts. One section per topic
 * the message asks about, each figure from the cost engine, and one short next step at the end.
 */
export function adviseReply(message: string, request: AdvisorRequest): AdvisorReply {
  const topics = detectTopics(message);
  const sections = topics.map((topic) => BY_TOPIC[topic](request));
  const body = sections.map((section) => [section.heading, ...section.lines].join('\n')).join('\n\n');
  const text = `${body}\n\n${sections[0]!.nextStep}`.replace(/\n{3,}/g, '\n\n');
  return { topics, text };
}
