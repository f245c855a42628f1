// What pages outside this feature compose: the dashboard's chat card and Cost Analysis's report button.
export { AiChatCard } from './components/ai-chat-card.tsx';
export { AiCostReportButton } from './components/cost-report-button.tsx';
