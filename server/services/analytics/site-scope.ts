/** `writer_id` of the dashboard tables' rows for the whole site; writers' ids start at 1. */
export const SITE = 0;
