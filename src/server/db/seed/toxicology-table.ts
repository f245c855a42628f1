/**
 * The demo substances' toxicological profiles: the published SCCS figures where the opinion gives a point of
 * departure (each with its opinion number and date), "data missing" for every other substance. Only figures
 * checked against the opinions are entered; a substance whose opinion concludes without a usable point of
 * departure for a margin of safety (vitamin A against the upper intake level, for one) is left without, with the
 * opinion named in its note, so the assessment shows it as missing data instead of passing it.
 */
export interface DemoProfile {
  pointOfDeparture: string | null;
  podType: 'noael' | 'loael' | 'bmdl' | null;
  route: 'oral' | 'dermal' | 'subcutaneous' | null;
  source: string | null;
  sourceDate: string | null;
  dermalAbsorption: string | null;
  cmr: boolean;
  sensitiser: boolean;
  note: string;
}

export const DATA_MISSING_NOTE = 'Data missing: no point of departure on file.';

const missing = (
  note: string,
  flags: Partial<Pick<DemoProfile, 'cmr' | 'sensitiser'>> = {},
): DemoProfile => ({
  pointOfDeparture: null,
  podType: null,
  route: null,
  source: null,
  sourceDate: null,
  dermalAbsorption: null,
  cmr: flags.cmr ?? false,
  sensitiser: flags.sensitiser ?? false,
  note: `${DATA_MISSING_NOTE} ${note}`.trim(),
});

/** By demo substance key; every other demo substance gets `missing('')`. */
export const DEMO_PROFILES: Readonly<Record<string, DemoProfile>> = {
  salicylic: {
    pointOfDeparture: '75',
    podType: 'noael',
    route: 'oral',
    source: 'SCCS/1601/18 (Opinion on salicylic acid, corrigendum of 20-21 June 2019)',
    sourceDate: '2018-12-21',
    // The opinion's own absorption figure was not checked here: the SCCS default of 50 % applies, shown as such.
    dermalAbsorption: null,
    // Repr. 2 (H361d), Reg. (EU) 2018/1480.
    cmr: true,
    sensitiser: false,
    note: 'Developmental NOAEL of 0.1 % in the diet (75 mg/kg bw/day, rat; Tanaka et al. 1973), the one the SCCS uses for the MoS. Classified Repr. 2 (H361d).',
  },
  arbutin: {
    pointOfDeparture: '100',
    podType: 'noael',
    route: 'subcutaneous',
    source: 'SCCS/1550/15 (Opinion on beta-arbutin), restated in SCCS/1642/22',
    sourceDate: '2015-03-25',
    dermalAbsorption: null,
    cmr: false,
    sensitiser: false,
    note: 'Conservative NOAEL of the reproduction toxicity study with subcutaneous beta-arbutin. SCCS/1642/22 (31 January 2023) considers beta-arbutin safe up to 7 % in face creams.',
  },
  'alpha-arbutin': missing(
    'SCCS/1642/22 (31 January 2023) considers alpha-arbutin safe up to 2 % in face creams and 0.5 % in body lotions; its point of departure is still to be entered from the opinion.',
  ),
  kojic: missing(
    'SCCS/1637/21 (corrigendum of 10 June 2022) considers kojic acid safe as a skin lightening agent up to 1 %; its point of departure is still to be entered from the opinion.',
    { sensitiser: true },
  ),
  retinol: missing(
    'SCCS/1639/21 assesses vitamin A against the upper intake level, not a NOAEL: safe at 0.05 % retinol equivalent in body lotion and 0.3 % in other products.',
  ),
  'retinyl-palmitate': missing('Assessed as vitamin A in SCCS/1639/21 (see retinol).'),
  'retinyl-acetate': missing('Assessed as vitamin A in SCCS/1639/21 (see retinol).'),
  phenoxy: missing(
    'SCCS/1575/16 (6 October 2016) considers phenoxyethanol safe as a preservative up to 1.0 %; its point of departure is still to be entered from the opinion.',
  ),
  'sodium-salicylate': missing(
    'Counted as salicylic acid for the Annex III limit; no point of departure of its own on file.',
  ),
  'capryloyl-salicylic': missing(
    'Counted as salicylic acid for the Annex III limit; no point of departure of its own on file.',
  ),
  mbc: missing('Prohibited (Annex II, Reg. (EU) 2024/996): no use is assessed.'),
};
