// One article on the calendar: its JST time, a 予約 badge while it waits, its title (to the editor),
// and for a scheduled one a drag handle (the whole entry) and a 日付を変更 button for the keyboard
// and for touch screens. A scheduled update (予約更新) reads apart: an 更新 badge with its review's
// state, a dashed edge, and its title leads to the update's editor.
import { ActionIcon, Anchor, Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import type { DragEvent } from 'react';
import { Link } from 'react-router';
import type { CalendarArticle } from '../../../../contract/calendar.ts';
import { jstTime } from '../../../../contract/time.ts';
import { SCHEDULED_TEXT_COLOR, STATE_COLOR } from '../../articles/article-status.ts';
import { PrBadge } from '../../articles/components/pr-badge.tsx';
import classes from './calendar.module.css';

// Some browsers start a drag only when it carries data; the calendar itself tracks what is dragged.
const ARTICLE_DRAG_TYPE = 'application/x-salvia-article';

type Props = {
  article: CalendarArticle;
  movable: boolean;
  /** Also show the category and the writer (the week view and the phone's list have the room). */
  detailed: boolean;
  /** A labelled button instead of an icon (touch screens). */
  wideButton: boolean;
  dragging?: boolean;
  onDragStart?: (article: CalendarArticle) => void;
  onDragEnd?: () => void;
  onChangeDate: (article: CalendarArticle) => void;
};

/** What an update's badge says: whether it is set to go live, or still on its way there. */
const UPDATE_BADGE = {
  editing: '更新・編集中',
  pending: '更新・校正待ち',
  returned: '更新・差し戻し',
  approved: '更新予約',
};

export function CalendarEntry({
  article,
  movable,
  detailed,
  wideButton,
  dragging,
  onDragStart,
  onDragEnd,
  onChangeDate,
}: Props) {
  const time = jstTime(article.published_at as string);
  function startDrag(event: DragEvent<HTMLLIElement>) {
    event.dataTransfer.setData(ARTICLE_DRAG_TYPE, String(article.id));
    event.dataTransfer.effectAllowed = 'move';
    onDragStart?.(article);
  }
  const changeLabel = `「${article.title}」${article.update ? 'の更新' : ''}の日付を変更`;
  const update = article.update;
  return (
    <li
      className={classes.entry}
      data-scheduled={movable || undefined}
      data-dragging={dragging || undefined}
      data-update={update ? true : undefined}
      data-testid={update ? `calendar-update-${article.id}` : `calendar-entry-${article.id}`}
      draggable={movable && Boolean(onDragStart)}
      onDragStart={movable ? startDrag : undefined}
      onDragEnd={onDragEnd}
    >
      <Group gap={4} wrap="nowrap" justify="space-between" mih={22}>
        <Group gap={4} wrap="nowrap">
          <Text size="xs" fw={700} ff="monospace" c={movable ? SCHEDULED_TEXT_COLOR : undefined}>
            {time}
          </Text>
          {update ? (
            <Badge size="xs" color="indigo.9" variant="outline">
              {UPDATE_BADGE[update.review_state ?? 'editing']}
            </Badge>
          ) : (
            movable && (
              <Badge size="xs" color={STATE_COLOR.scheduled} c={SCHEDULED_TEXT_COLOR} variant="light">
                予約
              </Badge>
            )
          )}
          <PrBadge article={{ is_pr: article.is_pr, sponsor: null }} size="xs" />
        </Group>
        {movable && !wideButton && (
          <Tooltip label="日付を変更" withinPortal>
            <ActionIcon variant="subtle" size="sm" aria-label={changeLabel} onClick={() => onChangeDate(article)}>
              <IconCalendarEvent size={16} stroke={1.6} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <Anchor
        component={Link}
        to={`/admin/articles/edit_article/${article.id}${update ? '/update' : ''}`}
        className={classes.entryTitle}
        draggable={false}
        aria-label={`${time} ${update ? '更新：' : ''}${article.title}`}
      >
        {article.title}
      </Anchor>
      {detailed && article.category && (
        <Text size="xs" c="dimmed" lineClamp={1}>
          {article.category.title}
        </Text>
      )}
      {detailed && (
        <Text size="xs" c="dimmed" lineClamp={1}>
          {article.writer.name}
        </Text>
      )}
      {movable && wideButton && (
        <Button
          variant="light"
          size="compact-xs"
          mt={4}
          leftSection={<IconCalendarEvent size={14} />}
          aria-label={changeLabel}
          onClick={() => onChangeDate(article)}
        >
          日付を変更
        </Button>
      )}
    </li>
  );
}
