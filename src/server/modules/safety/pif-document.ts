import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  APPLICATION_AREA_LABELS,
  EXPOSURE_LABELS,
  statusLabel,
} from '../../../domain/formulation/constants.ts';
import {
  CAUSALITY_LABELS,
  POD_ROUTE_LABELS,
  POD_TYPE_LABELS,
  type PodRoute,
  type PodType,
  SAFETY_STATUS_LABELS,
} from '../../../domain/safety/constants.ts';
import type { ExposureCategory } from '../../../domain/safety/exposure-categories.ts';
import type {
  Conclusion,
  FormulationSafety,
  SafetyAssessment,
} from '../../../domain/safety/safety-schema.ts';
import type { UndesirableEffect } from '../../../domain/safety/undesirable-effect-schema.ts';
import type { CompositionResponse, LabelResponse } from '../../../domain/substance/content-schema.ts';
import { contents, documentDefinition, heading, keyValues, note, table } from '../../pdf/layout.ts';
import { type LabRecords, microbiologySection, stabilitySection } from './pif-lab-sections.ts';

/** What the product information file prints, gathered by pif-service.ts. */
export interface PifData {
  brand: string;
  madeAt: Date;
  formulation: {
    name: string;
    version: number;
    status: string;
    productType: string;
    description: string | null;
    applicationArea: string;
    exposure: string;
    batchSize: string;
    unitSize: string;
    lines: { ingredientName: string; inciName: string | null; percent: string }[];
  };
  composition: CompositionResponse;
  category: ExposureCategory;
  safety: FormulationSafety;
  assessment: SafetyAssessment;
  effects: UndesirableEffect[];
  label: LabelResponse;
  /** The lab's stability studies and challenge tests on the formulation's batches. */
  lab: LabRecords;
}

const NOT_RECORDED = 'Not yet recorded.';
const words = (value: string) => statusLabel(value);

/** The Annex I sections, in the regulation's order: these exact titles, each in the table of contents. */
export const PIF_SECTIONS = {
  description: '1. Product description',
  partA: 'Part A: Cosmetic product safety information',
  composition: 'A.1 Quantitative and qualitative composition',
  stability: 'A.2 Physical/chemical characteristics and stability',
  microbiology: 'A.3 Microbiological quality',
  impurities: 'A.4 Impurities, traces, information about the packaging material',
  use: 'A.5 Normal and reasonably foreseeable use',
  productExposure: 'A.6 Exposure to the cosmetic product',
  substanceExposure: 'A.7 Exposure to the substances',
  toxicology: 'A.8 Toxicological profile of the substances',
  effects: 'A.9 Undesirable effects and serious undesirable effects',
  information: 'A.10 Information on the cosmetic product: label and warnings',
  partB: 'Part B: Cosmetic product safety assessment',
  conclusion: "B.1 Assessment conclusion and the assessor's signature",
} as const;

function composition(data: PifData): Content[] {
  return [
    heading(PIF_SECTIONS.composition, 2, true),
    { text: 'Raw materials (% w/w of the recipe)', style: 'h2' },
    table(
      [
        { header: 'Raw material', value: (row) => row.ingredientName, width: '*' },
        { header: 'INCI', value: (row) => row.inciName ?? '', width: '*' },
        { header: '% w/w', value: (row) => row.percent, align: 'right' },
      ],
      data.formulation.lines,
    ),
    { text: 'Substances (% w/w in the product; ranges from suppliers as minimum-maximum)', style: 'h2' },
    table(
      [
        { header: 'Substance (INCI)', value: (row) => row.inciName, width: '*' },
        {
          header: '% w/w',
          value: (row) => row.percent ?? `${row.minPercent}-${row.maxPercent}`,
          align: 'right',
        },
        {
          header: 'From',
          value: (row) => row.sources.map((source) => source.ingredientName).join(', '),
          width: '*',
        },
      ],
      data.composition.substances,
    ),
  ];
}

function safetyTables(data: PifData): Content[] {
  const sources = new Map(data.assessment.sources.map((source) => [source.substanceId, source]));
  const defaulted = data.safety.substances.some((row) => row.dermalAbsorptionDefaulted);
  return [
    heading(PIF_SECTIONS.substanceExposure, 2, true),
    table(
      [
        { header: 'Substance', value: (row) => row.inciName, width: '*' },
        {
          header: 'C (% w/w)',
          value: (row) => `${row.percent}${sources.get(row.substanceId)?.range ? ' (max. of range)' : ''}`,
          align: 'right',
        },
        {
          header: 'DAp (%)',
          value: (row) => `${row.dermalAbsorption}${row.dermalAbsorptionDefaulted ? ' (default)' : ''}`,
          align: 'right',
        },
        { header: 'SED (mg/kg bw/day)', value: (row) => row.sed, align: 'right' },
      ],
      data.safety.substances,
    ),
    note(
      `SED = relative daily exposure (${data.safety.relativeDailyExposure} mg/kg bw/day) x C / 100 x DAp / 100.${
        defaulted
          ? ' Where no dermal absorption is measured, the SCCS default of 50 % applies (marked "default").'
          : ''
      }`,
    ),
    heading(PIF_SECTIONS.toxicology, 2, true),
    { text: 'Margin of safety', style: 'h2' },
    table(
      [
        { header: 'Substance', value: (row) => row.inciName, width: '*' },
        {
          header: 'Point of departure',
          value: (row) => {
            const source = sources.get(row.substanceId);
            if (!row.pointOfDeparture) return 'Data missing';
            const type = source?.podType ? POD_TYPE_LABELS[source.podType as PodType] : '';
            const route = source?.route
              ? `, ${POD_ROUTE_LABELS[source.route as PodRoute].toLowerCase()}`
              : '';
            return `${type} ${row.pointOfDeparture} mg/kg bw/day${route}`.trim();
          },
        },
        { header: 'Source', value: (row) => sources.get(row.substanceId)?.source ?? '', width: '*' },
        { header: 'SED', value: (row) => row.sed, align: 'right' },
        { header: 'MoS', value: (row) => row.mos ?? 'n/a', align: 'right' },
        { header: 'Threshold', value: (row) => row.threshold, align: 'right' },
        { header: 'Status', value: (row) => SAFETY_STATUS_LABELS[row.status] },
      ],
      data.safety.substances,
    ),
    note(
      'MoS = point of departure / SED; a MoS under its threshold, or a substance without data, is a finding.',
    ),
    ...data.assessment.sources
      .filter((source) => source.thresholdReason)
      .map((source) =>
        note(
          `Threshold of ${data.safety.substances.find((row) => row.substanceId === source.substanceId)?.inciName}: ${source.thresholdReason}`,
        ),
      ),
  ];
}

function effects(data: PifData): Content[] {
  return [
    heading(PIF_SECTIONS.effects, 2, true),
    table(
      [
        { header: 'Date', value: (row) => row.occurredOn },
        { header: 'Description', value: (row) => row.description, width: '*' },
        { header: 'Body area', value: (row) => row.bodyArea },
        { header: 'Severity', value: (row) => words(row.severity) },
        { header: 'Serious', value: (row) => (row.serious ? `Yes, report by ${row.reportDeadline}` : 'No') },
        { header: 'Causality', value: (row) => CAUSALITY_LABELS[row.causality] },
        { header: 'Follow-up', value: (row) => row.followUp ?? '', width: '*' },
      ],
      data.effects,
      'No undesirable effects reported.',
    ),
  ];
}

function conclusion(latest: Conclusion | undefined): Content[] {
  if (!latest) return [heading(PIF_SECTIONS.conclusion, 2, true), { text: 'No conclusion signed yet.' }];
  const signature = latest.signature;
  return [
    heading(PIF_SECTIONS.conclusion, 2, true),
    keyValues([
      ['Conclusion', latest.conclusion],
      ['Warnings and instructions of use', latest.warnings ?? 'None'],
      ['Reasoning', latest.reasoning],
      ['Assessor', `${latest.assessorName}, ${latest.assessorQualification}`],
      [
        'Open findings accepted',
        latest.acceptsFindings ? `Yes. Justification: ${latest.justification ?? ''}` : 'No',
      ],
    ]),
    { text: 'Electronic signature', style: 'h2' },
    keyValues([
      ['Signed by', signature.signerName],
      ['Signed at', `${signature.signedAt.slice(0, 16).replace('T', ' ')} UTC`],
      ['Meaning', signature.meaning],
      ['SHA-256 of the assessed content', signature.contentHash],
      [
        'Status',
        signature.matches
          ? 'Matches the current content of this version.'
          : 'No longer matches the signed content: the version changed after it was signed.',
      ],
    ]),
  ];
}

/** The product information file (Reg. 1223/2009 Art. 11 and Annex I) as a pdfmake document. */
export function pifDocument(data: PifData): TDocumentDefinitions {
  const f = data.formulation;
  const content: Content[] = [
    contents(),
    heading(PIF_SECTIONS.description, 1, true),
    keyValues([
      ['Product', `${f.name} (version ${f.version}, ${words(f.status)})`],
      ['Product type', words(f.productType)],
      ['Description', f.description ?? 'No description provided'],
      ['Batch size / unit size', `${f.batchSize} oz / ${f.unitSize} oz`],
    ]),
    heading(PIF_SECTIONS.partA, 1, true),
    ...composition(data),
    heading(PIF_SECTIONS.stability, 2, true),
    ...stabilitySection(data.lab),
    heading(PIF_SECTIONS.microbiology, 2, true),
    ...microbiologySection(data.lab),
    heading(PIF_SECTIONS.impurities, 2, true),
    keyValues([
      ['Impurities and traces', NOT_RECORDED],
      [
        'Packaging material',
        `Unit of ${f.unitSize} oz. Material and its migration data: ${NOT_RECORDED.toLowerCase()}`,
      ],
    ]),
    heading(PIF_SECTIONS.use, 2, true),
    keyValues([
      [
        'Application area',
        APPLICATION_AREA_LABELS[f.applicationArea as keyof typeof APPLICATION_AREA_LABELS] ??
          f.applicationArea,
      ],
      ['Exposure', EXPOSURE_LABELS[f.exposure as keyof typeof EXPOSURE_LABELS] ?? f.exposure],
      ['Exposure category', data.category.label],
    ]),
    heading(PIF_SECTIONS.productExposure, 2, true),
    keyValues([
      ['Daily amount', `${data.category.dailyAmount} g/day`],
      ['Retention factor', data.category.retentionFactor],
      ['Relative daily exposure', `${data.category.relativeDailyExposure} mg/kg bw/day`],
      ['Source', `SCCS Notes of Guidance, 12th revision (SCCS/1647/22), Table ${data.category.table}`],
    ]),
    ...safetyTables(data),
    ...effects(data),
    heading(PIF_SECTIONS.information, 2, true),
    keyValues([
      ['Ingredient list', data.label.ingredientList || 'None'],
      ['Mandatory warnings', data.label.warnings.length ? data.label.warnings.join(' ') : 'None'],
    ]),
    heading(PIF_SECTIONS.partB, 1, true),
    ...conclusion(data.assessment.conclusions[0]),
  ];
  return documentDefinition({
    brand: data.brand,
    title: `Product information file: ${f.name}`,
    subtitle: `Regulation (EC) No 1223/2009, Article 11 and Annex I. Version ${f.version}.`,
    madeAt: data.madeAt,
    content,
  });
}
