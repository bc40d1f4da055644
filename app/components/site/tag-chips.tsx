// Tags as rounded chips linking to their pages (#名前); a chip with its own `to` (a category) goes
// there, without the #.
import { Link } from 'react-router';
import { ArticleCount } from './article-count.tsx';

/** `count`: the public articles it holds, shown after the name where a list gives it. */
type Chip = ({ id: number; title: string } | { title: string; to: string }) & { count?: number };

export function TagChips({ tags }: { tags: Chip[] }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {tags.map((t) => (
        <li key={'to' in t ? t.to : t.id}>
          <Link
            to={'to' in t ? t.to : `/tags/${t.id}`}
            style={{
              display: 'inline-block',
              padding: '4px 12px',
              borderRadius: 999,
              border: '1px solid var(--mantine-color-default-border)',
              color: 'inherit',
              textDecoration: 'none',
              fontSize: '0.85rem',
            }}
          >
            {'to' in t ? t.title : `#${t.title}`}
            {t.count !== undefined && <ArticleCount count={t.count} />}
          </Link>
        </li>
      ))}
    </ul>
  );
}
