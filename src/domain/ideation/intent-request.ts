import type { Advice, AdvisorRequest } from './advice.ts';
import type { Understood } from './intent.ts';

/** What an intent's answer gets: the database's facts, the chat's formulation and what the question named. */
export interface IntentRequest extends AdvisorRequest {
  understood: Understood;
}

/** An intent's answer; the optimizer's is asynchronous (a WebAssembly solve). */
export type IntentAdvisor = (request: IntentRequest) => Advice | Promise<Advice>;
