// The admin's 「PR」 badge on a sponsored article, with its sponsor where there is room for it.
import { Badge, type MantineSize } from '@mantine/core';
import { sponsorLine } from '../../../../contract/promotion.ts';

export function PrBadge({
  article,
  size,
  withSponsor = false,
}: {
  article: { is_pr: boolean; sponsor: string | null };
  size?: MantineSize;
  withSponsor?: boolean;
}) {
  if (!article.is_pr) return null;
  const sponsor = withSponsor ? sponsorLine(article.sponsor) : null;
  return (
    <Badge size={size} color="yellow" variant="filled" autoContrast>
      PR{sponsor && `（${sponsor}）`}
    </Badge>
  );
}
