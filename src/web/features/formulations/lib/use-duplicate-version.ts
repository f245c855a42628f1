import { notifyError } from '../../../lib/notify.ts';
import { useDuplicateFormulation } from '../api/mutations.ts';
import { notifySuccess } from './notify.ts';

/**
 * "Duplicate as new version": creates the next version as a draft (with the lines given, for a reformulation),
 * then hands its id on (to edit it).
 */
export function useDuplicateVersion(onCreated: (id: string) => void) {
  const duplicate = useDuplicateFormulation();
  return {
    isPending: duplicate.isPending,
    run: async (id: string, lines?: { ingredientId: string; ounces: string }[]) => {
      try {
        const created = await duplicate.mutateAsync(lines ? { id, ingredients: lines } : id);
        notifySuccess(`Version ${created.version} of "${created.name}" created as a draft`);
        onCreated(created.id);
      } catch (error) {
        notifyError(error, 'Failed to duplicate formulation');
      }
    },
  };
}
