// How a pending version's state reads: 編集中 until submitted, then its review's state; with its time.
import { Badge } from '@mantine/core';
import type { ReviewState } from '../../../../../contract/review.ts';
import { UPDATE_REVIEW_LABEL, type UpdateField } from '../../../../../contract/scheduled-updates.ts';

const COLOR: Record<ReviewState | 'editing', string> = {
  editing: 'gray.7',
  pending: 'grape.9',
  returned: 'red.9',
  approved: 'teal.9',
};

export function UpdateStateBadge({ state }: { state: ReviewState | null }) {
  return (
    <Badge color={COLOR[state ?? 'editing']} variant="outline" style={{ flexShrink: 0 }}>
      {state ? UPDATE_REVIEW_LABEL[state] : '更新版を編集中'}
    </Badge>
  );
}

export const FIELD_LABEL: Record<UpdateField, string> = {
  title: 'タイトル',
  lead: 'リード',
  body_json: '本文',
  thumbnail_url: 'アイキャッチ',
  category_id: 'カテゴリ',
  tag_ids: 'タグ',
  meta_title: 'SEOタイトル',
  meta_description: 'メタディスクリプション',
  og_image_url: 'OGP画像',
  canonical_url: 'canonical URL',
  noindex: 'noindex',
};
