import { inPeriod, type ReportContext, type ReportTemplate } from './context.ts';

// Records that happen: exported for the date range.

async function issuesInPeriod(context: ReportContext) {
  return (await context.sources.compliance.list()).items.filter((issue) => inPeriod(context, issue));
}

export const complianceReport: ReportTemplate = {
  count: async (context) => (await issuesInPeriod(context)).length,
  async build(context) {
    const rows = await issuesInPeriod(context);
    const withStatus = (status: string) => rows.filter((row) => row.status === status).length;
    return {
      title: context.title,
      subtitle: context.subtitle,
      summary: [
        { label: 'Open', value: withStatus('open'), format: 'int' },
        { label: 'In Progress', value: withStatus('in_progress'), format: 'int' },
        { label: 'Resolved', value: withStatus('resolved'), format: 'int' },
      ],
      sections: [
        {
          name: 'Compliance Issues',
          columns: [
            { header: 'Title', key: 'title', width: 40 },
            { header: 'Severity', key: 'severity', format: 'label' },
            { header: 'Status', key: 'status', format: 'label' },
            { header: 'Region', key: 'region' },
            { header: 'Due Date', key: 'dueDate', format: 'date' },
            { header: 'Formulation', key: 'formulationName', width: 30 },
            { header: 'Ingredient', key: 'ingredientName', width: 24 },
            { header: 'Description', key: 'description', width: 60 },
            { header: 'Reported', key: 'createdAt', format: 'date' },
          ],
          rows,
        },
      ],
    };
  },
};

const activityFilter = (context: ReportContext) => ({ from: context.start ?? undefined, limit: 50_000 });

export const activityLog: ReportTemplate = {
  count: async (context) =>
    (await context.sources.activity.list({ ...activityFilter(context), limit: 1 })).total,
  async build(context) {
    const { items } = await context.sources.activity.list(activityFilter(context));
    return {
      title: context.title,
      subtitle: context.subtitle,
      sections: [
        {
          name: 'Activity',
          columns: [
            { header: 'When', key: 'createdAt', format: 'datetime', width: 22 },
            { header: 'User', key: 'user', width: 24 },
            { header: 'Action', key: 'action', format: 'label', width: 26 },
            { header: 'Record', key: 'entityType', format: 'label' },
            { header: 'Description', key: 'description', width: 80 },
          ],
          rows: items,
        },
      ],
    };
  },
};

async function sessionsInPeriod(context: ReportContext) {
  return context.sources.ideation.teamSessions({ from: context.start ?? undefined });
}

export const ideationSessions: ReportTemplate = {
  count: async (context) => (await sessionsInPeriod(context)).length,
  async build(context) {
    const rows = (await sessionsInPeriod(context)).map((session) => ({
      ...session,
      implemented: session.isImplemented ? 'Yes' : 'No',
    }));
    return {
      title: context.title,
      subtitle: context.subtitle,
      sections: [
        {
          name: 'AI Sessions',
          columns: [
            { header: 'When', key: 'createdAt', format: 'datetime', width: 22 },
            { header: 'Title', key: 'title', width: 40 },
            { header: 'Author', key: 'authorName', width: 24 },
            { header: 'Formulation', key: 'formulationName', width: 30 },
            { header: 'Tags', key: 'tags', width: 30 },
            { header: 'Rating', key: 'rating', format: 'int' },
            { header: 'Implemented', key: 'implemented' },
          ],
          rows,
        },
      ],
    };
  },
};
