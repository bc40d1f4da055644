// What the trash can holds, one entry per tab: how to list, restore and delete each kind, and
// who may (the API's role rules: categories, tags and writers are admin-only).
import type { Meta } from '../../../contract/common.ts';
import { formatDateTime } from '../../../contract/time.ts';
import type { Role } from '../../../contract/writers.ts';
import { deleteArticle } from '../articles/api/delete-article.ts';
import { deleteCategory } from './api/delete-category.ts';
import { deleteTag } from './api/delete-tag.ts';
import { deleteWriter } from './api/delete-writer.ts';
import { getTrashedArticles } from './api/get-trashed-articles.ts';
import { getTrashedCategories } from './api/get-trashed-categories.ts';
import { getTrashedTags } from './api/get-trashed-tags.ts';
import { getTrashedWriters } from './api/get-trashed-writers.ts';
import { restoreArticle } from './api/restore-article.ts';
import { restoreCategory } from './api/restore-category.ts';
import { restoreTag } from './api/restore-tag.ts';
import { restoreWriter } from './api/restore-writer.ts';

export type TrashItem = { id: number; title: string; detail: string };
/** One page of a kind's trash (categories and tags come on one page). */
type TrashContents = { items: TrashItem[]; meta: Meta };

export type TrashKind = {
  key: 'articles' | 'categories' | 'tags' | 'writers';
  label: string;
  noun: string;
  roles: Role[];
  load: (page: number) => Promise<TrashContents>;
  restore: (id: number) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  /** What a permanent delete takes with it, said in the confirmation. */
  deleteNote: string;
};

const PER = 50;
const all = (items: TrashItem[]): TrashContents => ({
  items,
  meta: { page: 1, per: items.length, total: items.length, total_pages: items.length ? 1 : 0 },
});

const TRASH_KINDS: TrashKind[] = [
  {
    key: 'articles',
    label: '記事',
    noun: '記事',
    roles: ['admin', 'writer'],
    load: async (page) => {
      const { articles, meta } = await getTrashedArticles({ page, per: PER });
      return {
        meta,
        items: articles.map((a) => ({
          id: a.id,
          title: a.title,
          detail: [a.category?.title, a.writer.name, `更新 ${formatDateTime(a.updated_at)}`].filter(Boolean).join('・'),
        })),
      };
    },
    restore: restoreArticle,
    remove: deleteArticle,
    deleteNote: '削除した記事は元に戻せません。',
  },
  {
    key: 'categories',
    label: 'カテゴリ',
    noun: 'カテゴリ',
    roles: ['admin'],
    load: async () =>
      all(
        (await getTrashedCategories()).map((c) => ({
          id: c.id,
          title: c.title,
          detail: `${c.parent_id ? 'サブカテゴリ' : 'メインカテゴリ'}・${c.slug}`,
        })),
      ),
    restore: restoreCategory,
    remove: deleteCategory,
    deleteNote: '記事が残っているカテゴリは削除できません。削除すると元に戻せません。',
  },
  {
    key: 'tags',
    label: 'タグ',
    noun: 'タグ',
    roles: ['admin'],
    load: async () =>
      all(
        (await getTrashedTags()).map((t) => ({
          id: t.id,
          title: t.title,
          detail: [t.reading, t.slug].filter(Boolean).join('・'),
        })),
      ),
    restore: restoreTag,
    remove: deleteTag,
    deleteNote: '記事に付いていたこのタグも外れ、元に戻せません。',
  },
  {
    key: 'writers',
    label: 'ライター',
    noun: 'ライター',
    roles: ['admin'],
    load: async (page) => {
      const { writers, meta } = await getTrashedWriters({ page, per: PER });
      return {
        meta,
        items: writers.map((w) => ({
          id: w.id,
          title: w.name,
          detail: `${w.email}・${w.role === 'admin' ? '管理者' : 'ライター'}`,
        })),
      };
    },
    restore: restoreWriter,
    remove: deleteWriter,
    deleteNote: '記事が残っているライターは削除できません。削除すると元に戻せません。',
  },
];

export function trashKindsFor(role: Role): TrashKind[] {
  return TRASH_KINDS.filter((kind) => kind.roles.includes(role));
}
