import { PageHeader } from '../../components/ui/page-header.tsx';

export function AiIdeationPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="AI Ideation & Innovation" />
    </div>
  );
}
