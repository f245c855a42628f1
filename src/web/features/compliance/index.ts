// What pages outside this feature may use (the dashboard's "Compliance Alerts" card).
export { ComplianceAlertCard } from './components/compliance-alert-card.tsx';
