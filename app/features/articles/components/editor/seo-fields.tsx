// 検索・SNS: the title, description, share picture, noindex and canonical address search engines and
// share cards use, each defaulting to the article's own, with how Google and a LINE / X card show them.
import { Box, Card, Image, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { promotionTitle } from '../../../../../contract/promotion.ts';
import { SITE_SHORT_NAME } from '../../../../../contract/site.ts';
import { blockImeEnter } from '../../../../lib/ime.ts';
import { displayWidth, SEO_DESCRIPTION_WIDTH, SEO_TITLE_WIDTH, truncateToWidth } from '../../display-width.ts';
import { fieldId } from '../../field-problems.ts';
import type { DraftFields } from '../../hooks/use-local-draft.ts';

type Props = {
  articleId: number | null;
  fields: DraftFields;
  set: (patch: Partial<DraftFields>) => void;
  errors: Record<string, string>;
  readOnly: boolean;
};

function widthNote(text: string, max: number): string {
  const width = displayWidth(text);
  return `全角換算 ${width % 1 ? width.toFixed(1) : width}字（目安 ${max}字まで）`;
}

export function SeoFields({ articleId, fields, set, errors, readOnly }: Props) {
  const shownTitle = `${promotionTitle({
    title: fields.meta_title.trim() || fields.title || '（タイトル）',
    is_pr: fields.is_pr,
    sponsor: fields.sponsor.trim() || null,
  })} | ${SITE_SHORT_NAME}`;
  const description = fields.meta_description.trim() || fields.lead;
  const image = fields.og_image_url ?? fields.thumbnail_url;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const url = fields.canonical_url.trim() || `${origin}/articles/${articleId ?? '（保存後に決まります）'}`;
  return (
    <Card withBorder>
      <Title order={2} size="h5" mb="sm">
        検索・SNS
      </Title>
      <Stack gap="sm">
        <TextInput
          id={fieldId('meta_title')}
          label="SEOタイトル"
          description={widthNote(shownTitle, SEO_TITLE_WIDTH)}
          placeholder="空欄なら記事のタイトル"
          value={fields.meta_title}
          onChange={(e) => set({ meta_title: e.currentTarget.value })}
          onKeyDown={blockImeEnter}
          maxLength={120}
          disabled={readOnly}
          error={errors.meta_title}
        />
        <Textarea
          id={fieldId('meta_description')}
          label="メタディスクリプション"
          description={widthNote(description, SEO_DESCRIPTION_WIDTH)}
          placeholder="空欄ならリード文"
          value={fields.meta_description}
          onChange={(e) => set({ meta_description: e.currentTarget.value })}
          autosize
          minRows={2}
          maxLength={300}
          disabled={readOnly}
          error={errors.meta_description}
        />
        <TextInput
          id={fieldId('og_image_url')}
          label="SNSで表示する画像のURL"
          placeholder="空欄ならアイキャッチ画像"
          value={fields.og_image_url ?? ''}
          onChange={(e) => set({ og_image_url: e.currentTarget.value.trim() || null })}
          onKeyDown={blockImeEnter}
          disabled={readOnly}
          error={errors.og_image_url}
        />
        <TextInput
          id={fieldId('canonical_url')}
          label="canonical URL"
          description="転載記事などで、元の記事を検索エンジンに示すときだけ入力します"
          placeholder="空欄ならこの記事のURL"
          value={fields.canonical_url}
          onChange={(e) => set({ canonical_url: e.currentTarget.value })}
          onKeyDown={blockImeEnter}
          disabled={readOnly}
          error={errors.canonical_url}
        />
        <Switch
          label="検索結果に出さない（noindex）"
          description="サイトマップからも外れます"
          checked={fields.noindex}
          onChange={(e) => set({ noindex: e.currentTarget.checked })}
          disabled={readOnly}
        />

        <Text size="sm" fw={700} mt="xs">
          Google検索での見え方
        </Text>
        <Box data-testid="search-preview" p="sm" bd="1px solid var(--mantine-color-default-border)" bdrs="sm">
          <Text size="xs" c="dimmed" truncate>
            {url}
          </Text>
          <Text c="blue.8" size="lg" lh={1.4}>
            {truncateToWidth(shownTitle, SEO_TITLE_WIDTH)}
          </Text>
          <Text size="sm" c="dimmed">
            {fields.noindex
              ? '（noindex のため検索結果には表示されません）'
              : truncateToWidth(description, SEO_DESCRIPTION_WIDTH)}
          </Text>
        </Box>

        <Text size="sm" fw={700} mt="xs">
          LINE・Xでの見え方
        </Text>
        <Box
          data-testid="card-preview"
          bd="1px solid var(--mantine-color-default-border)"
          bdrs="md"
          style={{ overflow: 'hidden' }}
        >
          {image ? (
            <Image src={image} alt="" h={140} fit="cover" />
          ) : (
            <Text size="xs" c="dimmed" p="sm">
              画像なし（サイト共通の画像になります）
            </Text>
          )}
          <Box p="sm">
            <Text size="sm" fw={700} lineClamp={2}>
              {shownTitle}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {origin.replace(/^https?:\/\//, '')}
            </Text>
          </Box>
        </Box>
      </Stack>
    </Card>
  );
}
