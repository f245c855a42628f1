import { FlaskConical, type LucideIcon, ShieldCheck, Sparkles, Truck } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { LOGIN_URL } from '../lib/auth.ts';
import { useBrand } from '../lib/theme/use-brand.ts';

// The four promises (docs/product-rules.md, "The web app").
const FEATURES: { icon: LucideIcon; title: string; description: string }[] = [
  {
    icon: FlaskConical,
    title: 'Smart Formulation',
    description: 'Build formulations with real-time cost tracking and ingredient optimization.',
  },
  {
    icon: Sparkles,
    title: 'AI-Powered Ideation',
    description:
      'Brainstorm new products and improvements with an AI assistant that knows your formulations.',
  },
  {
    icon: Truck,
    title: 'Supplier Management',
    description: 'Track supplier performance, certifications and sustainability metrics in one place.',
  },
  {
    icon: ShieldCheck,
    title: 'Compliance Monitoring',
    description: 'Automated regulatory checks and real-time alerts keep every formulation compliant.',
  },
];

function signIn() {
  window.location.href = LOGIN_URL;
}

/** What a signed-out visitor sees at '/' (docs/product-rules.md, "The web app"). */
export function LandingPage() {
  const brand = useBrand();
  return (
    <div className="min-h-screen bg-background">
      <header className="border-b bg-surface">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between px-4">
          <span className="flex items-center gap-2 font-semibold text-foreground">
            <span className="flex size-7 items-center justify-center rounded-md bg-primary text-primary-foreground">
              <FlaskConical className="size-4" aria-hidden="true" />
            </span>
            {brand.companyName}
          </span>
          <Button onClick={signIn}>Sign In</Button>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <section className="mx-auto max-w-3xl text-center">
          <p className="font-medium text-primary-ink text-sm uppercase tracking-wider">{brand.tagline}</p>
          <h1 className="mt-3 font-bold text-4xl text-foreground tracking-tight sm:text-5xl">
            Men's skincare development, from idea to compliant formula
          </h1>
          <p className="mt-6 text-lg text-muted-foreground">
            Formulate with live costs, brainstorm with AI, manage your suppliers and stay ahead of
            regulations, all in one workspace built for product development teams.
          </p>
        </section>
        <section aria-label="Features" className="mt-16 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, description }) => (
            <Card key={title} className="gap-4">
              <CardHeader>
                <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-primary-subtle text-primary-ink">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <CardTitle>{title}</CardTitle>
                <CardDescription>{description}</CardDescription>
              </CardHeader>
            </Card>
          ))}
        </section>
      </main>
    </div>
  );
}
