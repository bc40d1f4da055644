// The edit lock seen from the editor: take it on open, refresh it (LOCK_REFRESH_MS), release it on leave.
// Someone else holding it (423) makes the editor read-only; an admin may take it over. Submitting for
// 校正 lets it go (the server released it) until the writer takes it back to rewrite.
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ArticleLockedBody, LOCK_REFRESH_MS, type LockHolder } from '../../../../contract/articles.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { refreshLock } from '../api/refresh-lock.ts';
import { unlockArticle } from '../api/unlock-article.ts';

/**
 * Set by the first save of a new article: its editor (or the next one React mounts for it) goes on
 * as the holder while the lock is asked for, so the writer's typing is never cut off, and a leaving
 * editor does not release it.
 */
let handingOver: number | null = null;
export function handOverLock(id: number) {
  handingOver = id;
  window.setTimeout(() => {
    if (handingOver === id) handingOver = null;
  }, 2000);
}

export type LockState =
  | { status: 'none' }
  | { status: 'acquiring' }
  | { status: 'mine' }
  /** Let go after submitting for 校正, so the admin can open it; the writer may take it back. */
  | { status: 'resting' }
  | { status: 'locked'; holder: LockHolder | null; message: string; lost: boolean }
  | { status: 'error'; message: string };

function lockedFrom(error: unknown, lost: boolean): LockState {
  if (error instanceof ApiError && error.status === 423) {
    const holder = (error.body as ArticleLockedBody | null)?.locked_by ?? null;
    return { status: 'locked', holder, message: `${holder?.name ?? '他の人'}さんが編集中です`, lost };
  }
  return { status: 'error', message: error instanceof Error ? error.message : '編集ロックを取得できませんでした' };
}

function startingState(articleId: number | null): LockState {
  if (!articleId) return { status: 'none' };
  return handingOver === articleId ? { status: 'mine' } : { status: 'acquiring' };
}

export function useEditLock(articleId: number | null) {
  const [state, setState] = useState<LockState>(() => startingState(articleId));
  const mine = useRef(false);
  const resting = useRef(false);

  useEffect(() => {
    const starting = startingState(articleId);
    setState(starting);
    if (!articleId) return;
    mine.current = starting.status === 'mine';
    resting.current = false;
    let stopped = false;
    const take = async (first: boolean) => {
      try {
        await refreshLock(articleId);
        if (stopped) return;
        // A refresh that crossed the submit took the lock back: let it go again.
        if (resting.current) return void unlockArticle(articleId);
        mine.current = true;
        setState({ status: 'mine' });
      } catch (error) {
        if (stopped) return;
        const wasMine = mine.current;
        if (error instanceof ApiError && error.status === 423) mine.current = false;
        setState(lockedFrom(error, !first && wasMine));
      }
    };
    void take(true);
    const timer = window.setInterval(() => {
      if (mine.current) void take(false);
    }, LOCK_REFRESH_MS);
    const release = () => {
      if (mine.current && handingOver !== articleId) unlockArticle(articleId);
    };
    window.addEventListener('pagehide', release);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      window.removeEventListener('pagehide', release);
      release();
      mine.current = false;
    };
  }, [articleId]);

  /** After a submit for 校正, whose answer released the lock on the server: stop holding it. */
  const rest = useCallback(() => {
    mine.current = false;
    resting.current = true;
    setState({ status: 'resting' });
  }, []);

  /** An admin's take-over (`force=true`). */
  const takeOver = useCallback(async () => {
    if (!articleId) return false;
    try {
      await refreshLock(articleId, true);
      resting.current = false;
      mine.current = true;
      setState({ status: 'mine' });
      return true;
    } catch (error) {
      setState(lockedFrom(error, false));
      return false;
    }
  }, [articleId]);

  /** Tries again (e.g. after the holder left). */
  const retry = useCallback(async () => {
    if (!articleId) return false;
    try {
      await refreshLock(articleId);
      resting.current = false;
      mine.current = true;
      setState({ status: 'mine' });
      return true;
    } catch (error) {
      setState(lockedFrom(error, false));
      return false;
    }
  }, [articleId]);

  // The render that first has the new article's id still holds the state of "no article".
  const lock = state.status === 'none' ? startingState(articleId) : state;
  return { lock, takeOver, retry, rest };
}
