import { quoteStatuses, quoteStatusLabels } from '@buildright/api/shared';

/** The list's state filter: everything, the sales team's to-do, or one state. */
export const statusFilters = ['all', 'needs_action', ...quoteStatuses] as const;
export type StatusFilter = (typeof statusFilters)[number];

export const statusFilterOptions = statusFilters.map((value) => ({
  value,
  label:
    value === 'all'
      ? 'All quotes'
      : value === 'needs_action'
        ? 'Needs action'
        : quoteStatusLabels[value],
}));
