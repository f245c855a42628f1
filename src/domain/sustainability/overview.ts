import type Decimal from 'decimal.js';
import { z } from 'zod';
import { decimalText } from '../common/api-text.ts';
import { D, type DecimalInput, toScale } from '../formulation/cost.ts';
import {
  type CertifiedSupplier,
  certificationCounts,
  certifiedSuppliersShare,
  exactShare,
  type SupplierForTable,
  supplierTableRow,
} from './certifications.ts';
import type { Footprint } from './footprint.ts';
import { exactMean, meanOfPresent } from './footprint.ts';
import { type Goal, type GoalMetric, goalMetricLabel, goalProgress, goalSchema } from './goals.ts';

/** An ingredient rated this or more (1-100) counts as a sustainable ingredient (the inventory's green). */
export const SUSTAINABLE_RATING = 80;

/** The portfolio is every formulation that was not rejected. */
export function inPortfolio(status: string): boolean {
  return status !== 'rejected';
}

export interface RatedLine {
  ounces: DecimalInput;
  /** The raw material's sustainability rating, 1-100. */
  sustainabilityRating: number;
}

/** A formulation's ingredient score: the mass-weighted mean rating Σ(ounces × rating) / Σ ounces; null without lines. */
export function massWeightedRating(lines: readonly RatedLine[]): Decimal | null {
  let ounces = D(0);
  let weighted = D(0);
  for (const line of lines) {
    ounces = ounces.plus(line.ounces);
    weighted = weighted.plus(D(line.ounces).times(line.sustainabilityRating));
  }
  return ounces.isZero() ? null : weighted.div(ounces);
}

/**
 * The overall sustainability score, 0-100: the mean over the portfolio's formulations of each one's
 * mass-weighted raw material rating, so a 5000 oz batch does not outweigh a 50 oz pilot. Whole number; null when no
 * formulation has lines.
 */
export function overallScore(scores: readonly (Decimal | null)[]): string | null {
  const present = scores.filter((score): score is Decimal => score !== null);
  if (present.length === 0) return null;
  return toScale(present.reduce((sum, score) => sum.plus(score), D(0)).div(present.length), 0);
}

export interface PortfolioFormulation {
  id: string;
  name: string;
  version: number;
  status: string;
  productType: string;
  footprint: Footprint;
  lines: readonly RatedLine[];
}

export interface GoalRow {
  id: string;
  title: string;
  description: string | null;
  metric: string;
  targetValue: string;
  baselineValue: string | null;
  dueDate: string | null;
  createdBy: string | null;
  revision: number;
  createdAt: string;
  updatedAt: string;
}

/** Today's value of each goal metric as shown (its decimals per metric). */
export type MetricValues = Record<GoalMetric, string | null>;
/** The same, unrounded: goal progress and a blank baseline start from it, so each figure is rounded once. */
export type ExactMetrics = Record<GoalMetric, Decimal | null>;

/** The decimals each metric is shown with. */
const METRIC_SCALE: Record<GoalMetric, number> = {
  sustainable_ingredients_pct: 1,
  natural_origin_pct: 2,
  certified_suppliers_pct: 1,
};

export function shownMetrics(metrics: ExactMetrics): MetricValues {
  const shown = (metric: GoalMetric) => {
    const value = metrics[metric];
    return value === null ? null : toScale(value, METRIC_SCALE[metric]);
  };
  return {
    sustainable_ingredients_pct: shown('sustainable_ingredients_pct'),
    natural_origin_pct: shown('natural_origin_pct'),
    certified_suppliers_pct: shown('certified_suppliers_pct'),
  };
}

/** A stored goal with today's value of its metric and its progress, from the unrounded value. */
export function goalWithProgress(row: GoalRow, metrics: ExactMetrics): Goal {
  const exact = (metrics as Record<string, Decimal | null>)[row.metric] ?? null;
  const shown = (shownMetrics(metrics) as Record<string, string | null>)[row.metric] ?? null;
  return {
    ...row,
    metricLabel: goalMetricLabel(row.metric),
    currentValue: shown,
    progressPercent: goalProgress(exact, row.baselineValue, row.targetValue),
  };
}

export interface OverviewInput {
  /** Every formulation; the rejected ones are left out here. */
  formulations: readonly PortfolioFormulation[];
  /** Inventory counts: all ingredients, and those rated SUSTAINABLE_RATING or more. */
  ingredients: { total: number; sustainable: number };
  suppliers: readonly (SupplierForTable & CertifiedSupplier)[];
  goals: readonly GoalRow[];
}

/** Everything the sustainability screen shows, from live data (docs/product-rules.md, "Sustainability, analytics, exports"). */
export function sustainabilityOverview(input: OverviewInput): SustainabilityOverview {
  return sustainabilityFigures(input).overview;
}

/** The screen's figures and the unrounded goal metrics behind them. */
export function sustainabilityFigures(input: OverviewInput): {
  overview: SustainabilityOverview;
  exactMetrics: ExactMetrics;
} {
  const portfolio = input.formulations.filter((f) => inPortfolio(f.status));
  const rows = portfolio.map((f) => {
    const score = massWeightedRating(f.lines);
    return { f, score };
  });
  const water = portfolio.map((f) => f.footprint.waterPerUnit);
  const carbon = portfolio.map((f) => f.footprint.carbonPerUnit);
  const exactMetrics: ExactMetrics = {
    sustainable_ingredients_pct: exactShare(input.ingredients.sustainable, input.ingredients.total),
    natural_origin_pct: exactMean(
      portfolio.map(({ footprint }) =>
        footprint.naturalOriginExact !== undefined
          ? footprint.naturalOriginExact
          : footprint.naturalOriginPercent === null
            ? null
            : D(footprint.naturalOriginPercent),
      ),
    ),
    certified_suppliers_pct: certifiedSuppliersShare(input.suppliers),
  };
  const metrics = shownMetrics(exactMetrics);
  const naturalOriginAverage = metrics.natural_origin_pct;
  const byNaturalOrigin = rows
    .map(({ f, score }) => ({
      id: f.id,
      name: f.name,
      version: f.version,
      status: f.status,
      productType: f.productType,
      naturalOriginPercent: f.footprint.naturalOriginPercent,
      naturalOriginCoverage: f.footprint.coverage.naturalOrigin,
      ingredientScore: score === null ? null : toScale(score, 1),
    }))
    .sort(
      (a, b) =>
        (b.naturalOriginPercent === null ? -1 : Number(b.naturalOriginPercent)) -
          (a.naturalOriginPercent === null ? -1 : Number(a.naturalOriginPercent)) ||
        a.name.localeCompare(b.name) ||
        a.version - b.version,
    );
  const overview: SustainabilityOverview = {
    scoreCards: {
      overallScore: overallScore(rows.map((row) => row.score)),
      waterPerUnit: meanOfPresent(water, 2),
      carbonPerUnit: meanOfPresent(carbon, 3),
      sustainableIngredientsPercent: metrics.sustainable_ingredients_pct,
      portfolioFormulations: portfolio.length,
      formulationsWithWaterData: water.filter((value) => value !== null).length,
      formulationsWithCarbonData: carbon.filter((value) => value !== null).length,
      ingredientCount: input.ingredients.total,
      sustainableIngredientCount: input.ingredients.sustainable,
    },
    naturalOrigin: { portfolioAverage: naturalOriginAverage, formulations: byNaturalOrigin },
    metrics,
    certifications: certificationCounts(input.suppliers),
    certifiedSuppliersPercent: metrics.certified_suppliers_pct,
    suppliers: input.suppliers.map(supplierTableRow),
    goals: input.goals.map((goal) => goalWithProgress(goal, exactMetrics)),
  };
  return { overview, exactMetrics };
}

const percent = z.string().nullable();

export const sustainabilityOverviewSchema = z.object({
  scoreCards: z.object({
    overallScore: z.string().nullable(),
    waterPerUnit: z.string().nullable(),
    carbonPerUnit: z.string().nullable(),
    sustainableIngredientsPercent: percent,
    portfolioFormulations: z.number().int(),
    formulationsWithWaterData: z.number().int(),
    formulationsWithCarbonData: z.number().int(),
    ingredientCount: z.number().int(),
    sustainableIngredientCount: z.number().int(),
  }),
  naturalOrigin: z.object({
    portfolioAverage: percent,
    formulations: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        version: z.number().int(),
        status: z.string(),
        productType: z.string(),
        naturalOriginPercent: percent,
        naturalOriginCoverage: decimalText,
        ingredientScore: z.string().nullable(),
      }),
    ),
  }),
  metrics: z.object({
    sustainable_ingredients_pct: percent,
    natural_origin_pct: percent,
    certified_suppliers_pct: percent,
  }),
  certifications: z.array(
    z.object({ certification: z.string(), label: z.string(), count: z.number().int() }),
  ),
  certifiedSuppliersPercent: percent,
  suppliers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      contactEmail: z.string().nullable(),
      country: z.string(),
      certifications: z.array(z.object({ value: z.string(), label: z.string() })),
      moreCertifications: z.number().int(),
      sustainabilityScore: z.number().int(),
      rating: z.string(),
    }),
  ),
  goals: z.array(goalSchema),
});
export type SustainabilityOverview = z.infer<typeof sustainabilityOverviewSchema>;
