/** The query keys of the webhooks screen, in one place: each is the GET path its default fetch asks. */
export const WEBHOOKS_KEY = ['/api/admin/webhooks'] as const;

export const webhookKey = (id: string) => [...WEBHOOKS_KEY, id] as const;

export const deliveriesKey = (id: string) => [...WEBHOOKS_KEY, id, 'deliveries'] as const;
