export const EXPORT_FORMATS = ['xlsx', 'csv', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const DEFAULT_EXPORT_FORMAT: ExportFormat = 'xlsx';

export const DATE_RANGES = ['last_7_days', 'last_30_days', 'last_quarter', 'last_year', 'all_time'] as const;
export type DateRange = (typeof DATE_RANGES)[number];
export const DEFAULT_DATE_RANGE: DateRange = 'last_30_days';

export const EXPORT_STATUSES = ['pending', 'running', 'completed', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** Exports are kept this many days, then removed with their files. */
export const EXPORT_RETENTION_DAYS = 30;
