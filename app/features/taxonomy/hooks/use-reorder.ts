// The taxonomy tree's order: moved at once on drop, saved through the reorder API, put back if
// the save fails. Announcements are in Japanese for screen readers (the library's are English).
import type { DragStart, DragUpdate, DropResult, ResponderProvided } from '@hello-pangea/dnd';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { CategoryTree } from '../../../../contract/taxonomy.ts';
import { reorderCategories } from '../api/reorder-categories.ts';

export const MAIN_TYPE = 'main';
export const subType = (mainId: number) => `sub-${mainId}`;

function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

export function useReorder(initial: CategoryTree[]) {
  const [tree, setTree] = useState(initial);
  const [saving, setSaving] = useState(false);

  function titleOf(draggableId: string) {
    const id = Number(draggableId);
    for (const main of tree) {
      if (main.id === id) return main.title;
      const sub = main.children.find((c) => c.id === id);
      if (sub) return sub.title;
    }
    return '';
  }

  function onDragStart(start: DragStart, provided: ResponderProvided) {
    provided.announce(
      `「${titleOf(start.draggableId)}」を持ち上げました。${start.source.index + 1}番目です。上下の矢印キーで動かし、スペースキーで置きます。Escキーで取り消します。`,
    );
  }

  function onDragUpdate(update: DragUpdate, provided: ResponderProvided) {
    if (update.destination) provided.announce(`${update.destination.index + 1}番目へ`);
  }

  async function onDragEnd(result: DropResult, provided: ResponderProvided) {
    const title = titleOf(result.draggableId);
    const { source, destination } = result;
    if (!destination || destination.index === source.index) {
      provided.announce(`「${title}」の移動を取り消しました`);
      return;
    }
    provided.announce(`「${title}」を${destination.index + 1}番目に置きました`);
    const before = tree;
    let next: CategoryTree[];
    let ids: number[];
    if (result.type === MAIN_TYPE) {
      next = moved(tree, source.index, destination.index);
      ids = next.map((m) => m.id);
    } else {
      const mainId = Number(result.type.slice('sub-'.length));
      next = tree.map((m) =>
        m.id === mainId ? { ...m, children: moved(m.children, source.index, destination.index) } : m,
      );
      ids = next.find((m) => m.id === mainId)?.children.map((c) => c.id) ?? [];
    }
    setTree(next);
    setSaving(true);
    try {
      await reorderCategories({ ids });
      notifications.show({ color: 'teal', message: '並び順を保存しました' });
    } catch (e) {
      setTree(before);
      notifications.show({ color: 'red', title: '並び順を保存できませんでした', message: (e as Error).message });
    } finally {
      setSaving(false);
    }
  }

  return { tree, saving, onDragStart, onDragUpdate, onDragEnd };
}
