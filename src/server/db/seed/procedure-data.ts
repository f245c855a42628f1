import type { Phase, Step } from '../../../domain/formulation/procedure.ts';
import type { Specification } from '../../../domain/formulation/specification.ts';

/**
 * The procedures and specifications of a few demo formulations (docs/glossary.md, "Phase", "Specification"):
 * each line's phase by raw-material key, and, for a recipe entered in % w/w, which line is q.s.
 */
export interface DemoProcedure {
  phases: Phase[];
  /** Raw-material key -> phase code. */
  lines: Record<string, string>;
  specification: Specification;
  /** Entered in % w/w, this raw material's line being q.s. (ADR 049). */
  qs?: string;
}

const step = (
  instruction: string,
  temperatureC: string | null,
  mixingRpm: number | null,
  minutes: string | null,
  checkpoint: string | null = null,
): Step => ({ instruction, temperatureC, mixingRpm, minutes, checkpoint });

const range = (min: string | null, max: string | null) => ({ min, max });

const balmPhases = (oils: string): Phase[] => [
  {
    code: 'A',
    name: 'Water phase',
    steps: [
      step('Charge the water; disperse the allantoin, then add the glycerin and aloe', '75', 500, '15'),
    ],
  },
  {
    code: 'B',
    name: 'Oil phase',
    steps: [
      step(`Melt the ${oils} and cetearyl alcohol together`, '75', null, '10'),
      step('Add B to A under the homogeniser', '75', 3000, '5', 'Uniform, glossy emulsion'),
    ],
  },
  {
    code: 'C',
    name: 'Cool-down phase',
    steps: [
      step('Cool while stirring', '40', 300, null),
      step('Add phase C ingredients one by one', '35', 300, '10', 'pH 5.0-6.0'),
    ],
  },
];

const balmSpecification: Specification = {
  ph: range('5.0', '6.0'),
  viscosity: range('20000', '40000'),
  density: range('0.98', '1.02'),
  appearance: 'Smooth, glossy balm',
  colour: 'Off-white',
  odour: 'Characteristic, unperfumed',
};

export const DEMO_PROCEDURES: Readonly<Record<string, DemoProcedure>> = {
  'postshave-v1': {
    phases: balmPhases('shea butter'),
    lines: {
      aqua: 'A',
      aloe: 'A',
      glycerin: 'A',
      allantoin: 'A',
      shea: 'B',
      cetearyl: 'B',
      panthenol: 'C',
      phenoxy: 'C',
    },
    specification: balmSpecification,
  },
  'postshave-v2': {
    phases: balmPhases('shea butter, MCT oil'),
    lines: {
      aqua: 'A',
      aloe: 'A',
      glycerin: 'A',
      allantoin: 'A',
      shea: 'B',
      cct: 'B',
      cetearyl: 'B',
      phenoxy: 'C',
    },
    specification: balmSpecification,
  },
  bha: {
    phases: [
      {
        code: 'A',
        name: 'Water phase',
        steps: [
          step('Sprinkle the xanthan gum into the water and hydrate', '25', 800, '20', 'No lumps'),
          step('Dissolve the niacinamide and green tea extract', '25', 500, '10'),
        ],
      },
      {
        code: 'B',
        name: 'Acid premix',
        steps: [
          step('Dissolve the salicylic acid in the butylene glycol', '40', 300, '10', 'Clear solution'),
        ],
      },
      {
        code: 'C',
        name: 'Preservation',
        steps: [step('Add B to A, then C; adjust the pH', '25', 500, '10', 'pH 3.5-4.0')],
      },
    ],
    lines: {
      aqua: 'A',
      xanthan: 'A',
      niacinamide: 'A',
      greentea: 'A',
      butylene: 'B',
      salicylic: 'B',
      phenoxy: 'C',
      ehg: 'C',
    },
    specification: {
      ph: range('3.5', '4.0'),
      viscosity: range('300', '800'),
      density: range('1.00', '1.03'),
      appearance: 'Clear, slightly viscous liquid',
      colour: 'Colourless to pale yellow',
      odour: 'Faint, characteristic',
    },
  },
  toner: {
    phases: [
      {
        code: 'A',
        name: 'Water phase',
        steps: [
          step(
            'Dissolve glycerin, niacinamide and panthenol in the water',
            '25',
            400,
            '15',
            'Clear solution',
          ),
        ],
      },
      {
        code: 'B',
        name: 'Botanicals',
        steps: [step('Add the aloe and green tea extract', '25', 400, '5')],
      },
      {
        code: 'C',
        name: 'Preservation',
        steps: [step('Add the preservatives and check the pH', '25', 400, '5', 'pH 5.5-6.5')],
      },
    ],
    lines: {
      aqua: 'A',
      glycerin: 'A',
      niacinamide: 'A',
      panthenol: 'A',
      aloe: 'B',
      greentea: 'B',
      phenoxy: 'C',
      ehg: 'C',
    },
    specification: {
      ph: range('5.5', '6.5'),
      viscosity: range(null, '50'),
      density: range('1.00', '1.02'),
      appearance: 'Clear liquid',
      colour: 'Colourless',
      odour: 'Faint, characteristic',
    },
    qs: 'aqua',
  },
};
