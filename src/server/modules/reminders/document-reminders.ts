import { dueIn } from '../../../domain/account/reminders.ts';
import type { ReminderSource } from './service.ts';

/** A document that expires, and who answers for it. */
export interface ExpiringDocument {
  id: string;
  title: string;
  ownerId: string;
  /** YYYY-MM-DD */
  expiresOn: string;
}

/**
 * Expiring documents as a reminder source (ADR 064): the documents module hands in its query of documents expiring
 * between two days, and this is added to the sources in `src/server/services.ts` (ADR 069).
 */
export function documentExpiryReminders(
  expiring: (from: string, until: string) => Promise<ExpiringDocument[]>,
): ReminderSource {
  return {
    kind: 'document_expiry',
    async due(today, until) {
      return (await expiring(today, until)).map((document) => ({
        subjectId: document.id,
        userId: document.ownerId,
        dueOn: document.expiresOn,
        notice: {
          category: 'reminders',
          title: 'A document expires soon',
          body: `"${document.title}" expires ${dueIn(today, document.expiresOn)} (${document.expiresOn}). Renew or replace it.`,
        },
      }));
    },
  };
}
