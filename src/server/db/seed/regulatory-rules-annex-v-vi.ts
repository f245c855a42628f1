import type { RuleExposure, RuleType, Severity } from '../../../domain/compliance/constants.ts';
import type { ApplicationArea, ProductType } from '../../../domain/formulation/constants.ts';
import type { UsedAs } from '../../../domain/substance/constants.ts';

export interface DemoRule {
  key: string;
  name: string;
  ruleType: RuleType;
  /** A substance key of the demo catalogue; null for missing INCI. */
  substance: string | null;
  maxPercent?: string;
  productTypes?: ProductType[];
  applicationAreas?: ApplicationArea[];
  exposure?: RuleExposure;
  /** The function of use the rule counts (ADR 034): Annex V preservatives, Annex VI UV filters. */
  usedAs?: UsedAs;
  severity: Severity;
  annexEntry?: string;
  reference: string;
  warningText?: string;
  placingBanFrom?: string;
  makingAvailableBanFrom?: string;
}

/**
 * The starter library's Annex V preservatives and Annex VI UV filters that the demo raw materials use, each
 * counting only the substance used that way (ADR 034), limits given as the acid counting the salts by their
 * factor (substance-table.ts's counts-as).
 */
export const PRESERVATIVES_AND_UV_FILTERS: DemoRule[] = [
  {
    key: 'phenoxy',
    name: 'Phenoxyethanol as preservative: max 1 %',
    ruleType: 'max_concentration',
    substance: 'phenoxy',
    maxPercent: '1',
    usedAs: 'preservative',
    severity: 'medium',
    annexEntry: 'Annex V/29',
    reference: 'Reg. (EC) 1223/2009',
  },
  {
    key: 'benzoic-rinse',
    name: 'Benzoic acid and its sodium salt as preservative: max 2.5 % (acid) in rinse-off products',
    ruleType: 'max_concentration',
    substance: 'benzoic',
    maxPercent: '2.5',
    exposure: 'rinse_off',
    usedAs: 'preservative',
    severity: 'medium',
    annexEntry: 'Annex V/1',
    reference: 'Reg. (EC) 1223/2009 (sodium benzoate counted as the acid x 0.8474; 1.7 % in oral care)',
  },
  {
    key: 'benzoic-leave',
    name: 'Benzoic acid and its sodium salt as preservative: max 0.5 % (acid) in leave-on products',
    ruleType: 'max_concentration',
    substance: 'benzoic',
    maxPercent: '0.5',
    exposure: 'leave_on',
    usedAs: 'preservative',
    severity: 'medium',
    annexEntry: 'Annex V/1',
    reference: 'Reg. (EC) 1223/2009 (sodium benzoate counted as the acid x 0.8474)',
  },
  {
    key: 'sorbic',
    name: 'Sorbic acid and its salts as preservative: max 0.6 % (acid)',
    ruleType: 'max_concentration',
    substance: 'sorbic',
    maxPercent: '0.6',
    usedAs: 'preservative',
    severity: 'medium',
    annexEntry: 'Annex V/4',
    reference: 'Reg. (EC) 1223/2009 (potassium sorbate counted as the acid x 0.7464)',
  },
  {
    key: 'salicylic-preservative',
    name: 'Salicylic acid and its salts as preservative: max 0.5 % (acid)',
    ruleType: 'max_concentration',
    substance: 'salicylic',
    maxPercent: '0.5',
    usedAs: 'preservative',
    severity: 'medium',
    annexEntry: 'Annex V/3',
    reference: 'Reg. (EU) 2021/850 (salts counted as the acid; not in products for children under 3)',
  },
  {
    key: 'benzyl',
    name: 'Benzyl alcohol as preservative: max 1 %',
    ruleType: 'max_concentration',
    substance: 'benzyl',
    maxPercent: '1',
    usedAs: 'preservative',
    severity: 'medium',
    annexEntry: 'Annex V/34',
    reference: 'Reg. (EC) 1223/2009',
  },
  // Annex VI: a UV filter in any product, a sunscreen or an SPF moisturizer alike.
  {
    key: 'zinc',
    name: 'Zinc oxide as UV filter: max 25 %',
    ruleType: 'max_concentration',
    substance: 'zinc',
    maxPercent: '25',
    usedAs: 'uv_filter',
    severity: 'medium',
    annexEntry: 'Annex VI/30, 30a (nano)',
    reference:
      'Reg. (EC) 1223/2009; nano form: not in applications that may lead to exposure of the lungs by inhalation',
  },
  {
    key: 'titanium',
    name: 'Titanium dioxide as UV filter: max 25 %',
    ruleType: 'max_concentration',
    substance: 'titanium',
    maxPercent: '25',
    usedAs: 'uv_filter',
    severity: 'medium',
    annexEntry: 'Annex VI/27, 27a (nano)',
    reference:
      'Reg. (EC) 1223/2009; nano form: not in applications that may lead to exposure of the lungs by inhalation',
  },
];
