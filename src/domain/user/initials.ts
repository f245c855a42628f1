export interface NameParts {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

function firstLetter(value: string | null | undefined): string {
  return value?.trim().charAt(0).toUpperCase() ?? '';
}

/**
 * Avatar fallback of the user menu: first letters of first and last name; else of the first name;
 * else of the e-mail; else "U".
 */
export function initials(user: NameParts | null | undefined): string {
  const first = firstLetter(user?.firstName);
  const last = firstLetter(user?.lastName);
  if (first && last) return first + last;
  if (first) return first;
  return firstLetter(user?.email) || 'U';
}

/** Full name for display, or the e-mail when no name is set. */
export function displayName(user: NameParts | null | undefined): string {
  const name = [user?.firstName?.trim(), user?.lastName?.trim()].filter(Boolean).join(' ');
  return name || user?.email || '';
}

/** How team views name someone who turned activity tracking off (account settings; the audit log keeps the name). */
export const HIDDEN_ACTOR_NAME = 'A team member';
