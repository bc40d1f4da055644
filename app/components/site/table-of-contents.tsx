// 目次 from the body's h2/h3; anchors scroll smoothly over SCROLL_DURATION_MS.
import { scrollToHash } from '../../lib/scroll.ts';
export function TableOfContents({ entries }: { entries: { id: string; level: 2 | 3; text: string }[] }) {
  if (entries.length < 2) return null;
  return (
    <nav
      aria-label="目次"
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 8,
        padding: '12px 20px',
        margin: '0 0 32px',
      }}
    >
      <p style={{ fontWeight: 700, margin: '0 0 8px' }}>目次</p>
      <ul style={{ margin: 0, paddingLeft: '1.2em', display: 'grid', gap: 4 }}>
        {entries.map((e) => (
          <li
            key={e.id}
            style={{ marginLeft: e.level === 3 ? 16 : 0, listStyle: e.level === 3 ? 'circle' : undefined }}
          >
            <a
              href={`#${e.id}`}
              style={{ color: 'inherit' }}
              onClick={(event) => {
                event.preventDefault();
                window.history.pushState(window.history.state, '', `#${e.id}`);
                scrollToHash(`#${e.id}`);
              }}
            >
              {e.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
