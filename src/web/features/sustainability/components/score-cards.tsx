import { Cloud, Droplets, Leaf, Sprout } from 'lucide-react';
import type { SustainabilityOverview } from '../../../../domain/sustainability/overview.ts';
import { StatCard, StatCardSkeleton } from '../../../components/ui/stat-card.tsx';
import { NO_DATA, percentOrNoData } from './display.ts';

type Cards = SustainabilityOverview['scoreCards'];

/** The four score cards; every figure is the API's, with what it is computed from underneath. */
export function ScoreCards({ cards }: { cards: Cards | undefined }) {
  if (!cards) {
    return (
      <section
        aria-label="Sustainability scores"
        aria-busy="true"
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        {[0, 1, 2, 3].map((i) => (
          <StatCardSkeleton key={i} />
        ))}
      </section>
    );
  }
  const formulations = (n: number) => `${n} formulation${n === 1 ? '' : 's'}`;
  return (
    <section aria-label="Sustainability scores" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        iconClassName="bg-success-subtle text-success-ink"
        label="Overall Score"
        icon={Leaf}
        value={cards.overallScore === null ? NO_DATA : `${cards.overallScore}/100`}
        detail={`Mean ingredient rating by mass across ${formulations(cards.portfolioFormulations)} (rejected excluded)`}
      />
      <StatCard
        iconClassName="bg-success-subtle text-success-ink"
        label="Water Usage"
        icon={Droplets}
        value={cards.waterPerUnit === null ? NO_DATA : `${cards.waterPerUnit} L`}
        detail={`Per unit, average of ${formulations(cards.formulationsWithWaterData)} with water data`}
      />
      <StatCard
        iconClassName="bg-success-subtle text-success-ink"
        label="Carbon Footprint"
        icon={Cloud}
        value={cards.carbonPerUnit === null ? NO_DATA : `${cards.carbonPerUnit} kg CO2e`}
        detail={`Per unit, average of ${formulations(cards.formulationsWithCarbonData)} with carbon data`}
      />
      <StatCard
        iconClassName="bg-success-subtle text-success-ink"
        label="Sustainable Ingredients"
        icon={Sprout}
        value={percentOrNoData(cards.sustainableIngredientsPercent)}
        detail={`${cards.sustainableIngredientCount} of ${cards.ingredientCount} inventory ingredients rated 80 or more`}
      />
    </section>
  );
}
