// Tags as rounded chips linking to their pages.
import { Link } from 'react-router';

export function TagChips({ tags }: { tags: { id: number; title: string }[] }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {tags.map((t) => (
        <li key={t.id}>
          <Link
            to={`/tags/${t.id}`}
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
            #{t.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
