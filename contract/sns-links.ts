// A writer's links to their own accounts, by service: the list, and what of the stored links is shown.
// Without Zod, so the reading pages can use it.

export const SNS_SERVICES = [
  { key: 'x', label: 'X' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'youtube', label: 'YouTube' },
  { key: 'tiktok', label: 'TikTok' },
  { key: 'website', label: 'Webサイト' },
] as const;
export type SnsService = (typeof SNS_SERVICES)[number]['key'];
export type SnsLinks = Partial<Record<SnsService, string>>;

/** Only https: a link on a reader's page never downgrades the connection. */
export function isHttpsUrl(value: string): boolean {
  return /^https:\/\/[^\s/]/i.test(value) && URL.canParse(value);
}

/** The links as stored, each kept only while it is still an https URL of a known service. */
export function shownSnsLinks(stored: unknown): SnsLinks {
  if (!stored || typeof stored !== 'object') return {};
  const links: SnsLinks = {};
  for (const { key } of SNS_SERVICES) {
    const value = (stored as Record<string, unknown>)[key];
    if (typeof value === 'string' && isHttpsUrl(value)) links[key] = value;
  }
  return links;
}
