// How many public articles a category or tag holds, after its name: 「（12）」, read out as 「12件」.
import ui from './ui.module.css';

export function ArticleCount({ count }: { count: number }) {
  return (
    <span className={`${ui.dimmed} ${ui.count}`}>
      <span aria-hidden>{`（${count}）`}</span>
      <span className={ui.visuallyHidden}>{`${count}件`}</span>
    </span>
  );
}
