export const CERTIFICATIONS = [
  'organic',
  'fair_trade',
  'iso_9001',
  'iso_14001',
  'sustainable',
  'cruelty_free',
] as const;
export type Certification = (typeof CERTIFICATIONS)[number];
