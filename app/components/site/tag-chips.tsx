// Tags as rounded chips linking to their pages (#名前); a chip with its own `to` (a category) goes
// there, without the #.
import { Link } from 'react-router';
import { ArticleCount } from './article-count.tsx';
import classes from './tag-chips.module.css';

/** `count`: the public articles it holds, shown after the name where a list gives it. */
type Chip = ({ id: number; title: string } | { title: string; to: string }) & { count?: number };

// Styled by class, not inline: the tag list page shows thousands of chips.
export function TagChips({ tags }: { tags: Chip[] }) {
  return (
    <ul className={classes.list}>
      {tags.map((t) => (
        <li key={'to' in t ? t.to : t.id}>
          <Link to={'to' in t ? t.to : `/tags/${t.id}`} className={classes.chip}>
            {'to' in t ? t.title : `#${t.title}`}
            {t.count !== undefined && <ArticleCount count={t.count} />}
          </Link>
        </li>
      ))}
    </ul>
  );
}
