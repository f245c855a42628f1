import { SIDEBAR } from '../navigation.ts';
import { featureOn, useAppConfig } from '../use-app-config.ts';

/**
 * The sidebar's groups as the navigation shows them, in the sidebar or in the header (theme Layout >
 * Navigation): a feature turned off in the system settings leaves them, and an emptied group with it.
 */
export function useNavGroups() {
  const { data: config } = useAppConfig();
  return SIDEBAR.map(({ group, items }) => ({
    group,
    items: items.filter((item) => featureOn(config, item.feature)),
  })).filter(({ items }) => items.length > 0);
}
