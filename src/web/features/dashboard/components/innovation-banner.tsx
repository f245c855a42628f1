import { Plus, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button.tsx';
import { href } from '../../../lib/paths.ts';

/** The dashboard's closing call to action, with the buttons the user's role may use (none: no banner). */
export function InnovationBanner({
  canCreate,
  canBrainstorm,
}: {
  canCreate: boolean;
  canBrainstorm: boolean;
}) {
  if (!canCreate && !canBrainstorm) return null;
  return (
    <section
      aria-labelledby="innovate-title"
      className="flex flex-col gap-4 rounded-lg bg-primary px-6 py-8 text-primary-foreground sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="space-y-1">
        <h2 id="innovate-title" className="font-bold text-xl">
          Ready to innovate?
        </h2>
        <p>
          {canCreate && canBrainstorm
            ? 'Start a new formulation or brainstorm your next product with the AI assistant.'
            : canCreate
              ? 'Start a new formulation.'
              : 'Brainstorm your next product with the AI assistant.'}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {canCreate && (
          <Button asChild variant="secondary">
            <Link href={href('formulations', { new: '1' })}>
              <Plus aria-hidden="true" />
              New Formulation
            </Link>
          </Button>
        )}
        {canBrainstorm && (
          <Button
            asChild
            variant="outline"
            className="border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/10"
          >
            <Link href={href('aiIdeation')}>
              <Sparkles aria-hidden="true" />
              AI Brainstorm
            </Link>
          </Button>
        )}
      </div>
    </section>
  );
}
