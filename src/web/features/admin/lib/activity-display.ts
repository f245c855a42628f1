import type { BadgeVariant } from '../../../components/ui/badge.tsx';

/** Badge colours for the activity log: removals red, security and settings purple, additions green. */
export function actionBadgeVariant(action: string): BadgeVariant {
  if (/delete|remove/.test(action)) return 'red';
  if (/role_change|settings|theme|backup|password/.test(action)) return 'purple';
  if (/create|add|import|register|accept/.test(action)) return 'green';
  if (/update|status|edit/.test(action)) return 'blue';
  return 'gray';
}
