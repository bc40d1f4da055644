// The home carousel of highlighted articles: scroll-snap slides, a touch swipe of at least
// SWIPE_MIN_DISTANCE_PX turns one slide, autoplay every CAROUSEL_INTERVAL_MS that pauses on hover
// and focus, and labelled controls.
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ArticleCard } from '../../../contract/articles.ts';
import { CAROUSEL_HEIGHT, CAROUSEL_INTERVAL_MS, SWIPE_MIN_DISTANCE_PX } from '../../lib/constants.ts';
import { srcSet } from '../../lib/images.ts';
import { PrLabel } from './article-card.tsx';
import classes from './highlights.module.css';

function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function Highlights({ articles }: { articles: ArticleCard[] }) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);

  const go = (index: number) => {
    const el = track.current;
    if (!el || articles.length === 0) return;
    const next = (index + articles.length) % articles.length;
    el.scrollTo({ left: next * el.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
  };

  // Horizontal touch moves are ours (touch-action: pan-y); vertical ones still scroll the page.
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') swipeStart.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerUp = (e: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = e.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_MIN_DISTANCE_PX && Math.abs(dx) > Math.abs(e.clientY - start.y))
      go(current + (dx < 0 ? 1 : -1));
  };

  useEffect(() => {
    // Readers who asked for less motion turn the slides themselves.
    if (paused || articles.length < 2 || reducedMotion()) return;
    const timer = setInterval(() => go(current + 1), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  });

  if (articles.length === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="注目の記事"
      className={classes.root}
      style={{ ['--carousel-height' as string]: `${CAROUSEL_HEIGHT}px` }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        ref={track}
        className={classes.track}
        onScroll={(e) => setCurrent(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth))}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        {articles.map((a, i) => (
          <section
            key={a.id}
            className={classes.slide}
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${articles.length}`}
          >
            <Link to={`/articles/${a.id}`} className={classes.link} tabIndex={i === current ? 0 : -1}>
              {a.thumbnail_url && (
                <img
                  src={a.thumbnail_url}
                  srcSet={srcSet(a.thumbnail_url)}
                  sizes="(min-width: 75em) 1140px, 100vw"
                  alt=""
                  width={1280}
                  height={720}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : undefined}
                />
              )}
              <div className={classes.caption}>
                {a.is_pr && <PrLabel sponsor={a.sponsor} />}
                {a.category && <span className={classes.category}>{a.category.title}</span>}
                <p className={classes.title} data-phrase>
                  {a.title}
                </p>
              </div>
            </Link>
          </section>
        ))}
      </div>
      <button
        type="button"
        className={`${classes.arrow} ${classes.prev}`}
        onClick={() => go(current - 1)}
        aria-label="前の記事"
      >
        ‹
      </button>
      <button
        type="button"
        className={`${classes.arrow} ${classes.next}`}
        onClick={() => go(current + 1)}
        aria-label="次の記事"
      >
        ›
      </button>
      <div className={classes.dots}>
        {articles.map((a, i) => (
          <button
            key={a.id}
            type="button"
            className={classes.dot}
            aria-label={`${i + 1}枚目を表示`}
            aria-current={i === current}
            onClick={() => go(i)}
          />
        ))}
      </div>
    </section>
  );
}
