// A titled block of the home and category pages.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PROMOTION_NOTICE } from '../../../contract/promotion.ts';

export function Section({
  title,
  more,
  children,
}: {
  title: string;
  more?: { to: string; label?: string };
  children: ReactNode;
}) {
  return (
    <section style={{ marginTop: 48 }}>
      <div
        style={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 12, marginBottom: 16 }}
      >
        <h2
          style={{
            margin: 0,
            fontSize: '1.35rem',
            borderLeft: '4px solid var(--mantine-color-salvia-6)',
            paddingLeft: 10,
          }}
        >
          {title}
        </h2>
        {more && (
          <Link to={more.to} style={{ fontSize: '0.9rem' }}>
            {more.label ?? 'もっと見る'}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

export function PromotionNotice() {
  return (
    <p style={{ fontSize: '0.8rem', color: 'var(--mantine-color-dimmed)', margin: '12px 0 0' }}>{PROMOTION_NOTICE}</p>
  );
}
