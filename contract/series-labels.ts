// The words and address of a numbered series (decision 037), for the reading pages: no Zod here, so
// the public bundle stays light.

/** 「第3話」 */
export function episodeLabel(episodeNumber: number): string {
  return `第${episodeNumber}話`;
}

/** The series page's path: under /series, beside the 連載 subtopics' pages (/series/comic). */
export function seriesPath(id: number): string {
  return `/series/s/${id}`;
}
