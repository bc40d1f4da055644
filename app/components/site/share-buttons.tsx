// Share to LINE, X, Facebook and はてなブックマーク, or copy the link. Brand colours are darkened
// just enough for white text to stay readable (WCAG AA). Under the byline the row stands alone
// (`compact`); at the end of the article it has its heading. On a preview of an article not out yet
// (`unpublished`) the address leads nowhere: the row is left out under the byline, and at the end
// says it is for after publication, without links.
import { useState } from 'react';

type Props = { url: string; title: string; compact?: boolean; unpublished?: boolean };

export function ShareButtons({ url, title, compact = false, unpublished = false }: Props) {
  const [copied, setCopied] = useState(false);
  if (unpublished) return compact ? null : <NotYetShareable />;
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const targets = [
    { label: 'LINE', href: `https://social-plugins.line.me/lineit/share?url=${u}`, color: '#05803a' },
    { label: 'X', href: `https://x.com/intent/post?url=${u}&text=${t}`, color: '#111' },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, color: '#125fc7' },
    { label: 'はてブ', href: `https://b.hatena.ne.jp/entry/panel/?url=${u}`, color: '#00729c' },
  ];
  const button = {
    padding: compact ? '3px 10px' : '8px 14px',
    borderRadius: 999,
    color: '#fff',
    fontSize: compact ? '0.75rem' : '0.85rem',
    fontWeight: 700,
    textDecoration: 'none',
    border: 'none',
  };
  return (
    <div style={{ marginTop: compact ? 16 : 32 }}>
      {!compact && <p style={{ fontWeight: 700, margin: '0 0 8px' }}>この記事をシェアする</p>}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: compact ? 6 : 8 }}>
        {targets.map((s) => (
          <a
            key={s.label}
            href={s.href}
            target="_blank"
            rel="noopener noreferrer"
            style={{ ...button, background: s.color }}
            aria-label={`${s.label}でシェア`}
          >
            {s.label}
          </a>
        ))}
        <button
          type="button"
          style={{ ...button, background: '#8a7060', cursor: 'pointer' }}
          onClick={() => navigator.clipboard?.writeText(url).then(() => setCopied(true))}
        >
          {copied ? 'コピーしました' : 'リンクをコピー'}
        </button>
      </div>
    </div>
  );
}

function NotYetShareable() {
  return (
    <div style={{ marginTop: 32 }} data-testid="share-not-yet">
      <p style={{ fontWeight: 700, margin: '0 0 8px' }}>この記事をシェアする</p>
      <p style={{ margin: 0, fontSize: '0.85rem', color: 'var(--mantine-color-dimmed)' }}>
        シェアボタンは記事の公開後に表示されます（プレビューではシェアできません）。
      </p>
    </div>
  );
}
