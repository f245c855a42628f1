// What the dashboard page composes; other features never import this.
export { ComplianceAlertsCard } from './components/compliance-alerts-card.tsx';
export { CostBreakdownCard } from './components/cost-breakdown-card.tsx';
export { CurrentFormulationsTable } from './components/current-formulations-table.tsx';
export { ExportReportButton } from './components/export-report-button.tsx';
export { InnovationBanner } from './components/innovation-banner.tsx';
export { PortfolioSummary } from './components/portfolio-summary.tsx';
export { StatsStrip } from './components/stats-strip.tsx';
export { TopSuppliersCard } from './components/top-suppliers-card.tsx';
