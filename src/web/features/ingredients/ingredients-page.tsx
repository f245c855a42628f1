import { PageHeader } from '../../components/ui/page-header.tsx';

export function IngredientsPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Ingredient Inventory" />
    </div>
  );
}
