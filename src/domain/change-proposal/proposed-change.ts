import type { GovernedChange } from './substance-changes.ts';
import type { UsedAsChange } from './used-as-changes.ts';

/** One change a proposal carries: a substance's governed field, or a composition row's function of use. */
export type ProposedChange = GovernedChange | UsedAsChange;
