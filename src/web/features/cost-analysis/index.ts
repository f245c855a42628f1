// What the cost analysis page composes; other features never import this.
export {
  COST_PAGE_SIZE,
  type CostSort,
  type CostSortColumn,
  useCostPage,
  useCostStats,
} from './api/index.ts';
export { CostBreakdownTable } from './components/cost-breakdown-table.tsx';
export { CostSummaryTiles } from './components/cost-summary-tiles.tsx';
export { ExportReportButton } from './components/export-report-button.tsx';
export { OptimizationTips } from './components/optimization-tips.tsx';
