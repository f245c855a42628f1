import { Building2, Mail, Phone, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Person } from '../../domain/account/people-schema.ts';
import type { ProfileVisibility } from '../../domain/account/profile-visibility.ts';
import { initials } from '../../domain/user/initials.ts';
import { Avatar, AvatarFallback, AvatarImage } from '../components/ui/avatar.tsx';
import { Badge } from '../components/ui/badge.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { usePeople } from '../features/people/api/index.ts';

const VISIBILITY_LABELS: Record<ProfileVisibility, string> = {
  public: 'Public',
  team: 'Team',
  private: 'Private',
};

/**
 * People: colleagues' profiles, each as far as its owner's profile visibility (account settings) allows; the
 * server decides who is listed (ADR 064).
 */
export function PeoplePage() {
  const { data: people, isLoading, isError } = usePeople();
  return (
    <div className="space-y-6">
      <PageHeader
        title="People"
        description="Your colleagues' profiles. Each person chooses who sees theirs in their account settings."
      />
      {isError ? (
        <p className="text-error-ink text-sm">Unable to load people</p>
      ) : isLoading || !people ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-40" />
          ))}
        </div>
      ) : people.length === 0 ? (
        <EmptyState
          icon={<Users />}
          title="No profiles to show"
          description="Nobody shares a profile with you yet."
        />
      ) : (
        <ul aria-label="People" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {people.map((person) => (
            <li key={person.id}>
              <PersonCard person={person} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PersonCard({ person }: { person: Person }) {
  const [firstName, ...rest] = person.name.split(' ');
  return (
    <Card className="h-full">
      <CardContent className="space-y-3">
        <div className="flex items-start gap-3">
          <Avatar className="size-12">
            {person.avatarUrl && <AvatarImage src={person.avatarUrl} alt="" />}
            <AvatarFallback>
              {initials({ firstName, lastName: rest.join(' '), email: person.email })}
            </AvatarFallback>
          </Avatar>
          <div className="min-w-0 flex-1">
            <h2 className="truncate font-semibold">{person.name}</h2>
            <p className="text-muted-foreground text-sm">{person.roleLabel}</p>
          </div>
          <Badge variant="gray" title="Who sees this profile">
            {VISIBILITY_LABELS[person.visibility]}
          </Badge>
        </div>
        <dl className="space-y-1 text-sm">
          <Detail icon={<Mail aria-hidden="true" />} label="E-mail">
            <a className="break-all underline-offset-2 hover:underline" href={`mailto:${person.email}`}>
              {person.email}
            </a>
          </Detail>
          {person.phone && (
            <Detail icon={<Phone aria-hidden="true" />} label="Phone">
              {person.phone}
            </Detail>
          )}
          {person.company && (
            <Detail icon={<Building2 aria-hidden="true" />} label="Company">
              {person.company}
            </Detail>
          )}
        </dl>
        {person.bio && <p className="text-sm">{person.bio}</p>}
      </CardContent>
    </Card>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <dt className="[&>svg]:size-4 [&>svg]:text-muted-foreground">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}
