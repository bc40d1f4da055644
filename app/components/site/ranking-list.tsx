// A numbered ranking with day / week / month tabs; all three are rendered on the server.
import { Tabs, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { RankedArticle } from '../../../contract/article-feeds.ts';
import { sized } from '../../lib/images.ts';
import { PrLabel } from './article-card.tsx';

const TABS = [
  { value: 'day', label: '今日' },
  { value: 'week', label: '週間' },
  { value: 'month', label: '月間' },
] as const;

function Ranked({ articles }: { articles: RankedArticle[] }) {
  if (articles.length === 0) return <Text c="dimmed">まだデータがありません</Text>;
  return (
    <ol style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 14 }}>
      {articles.map((a) => (
        <li key={a.id}>
          <Link to={`/articles/${a.id}`} style={{ display: 'flex', gap: 12, color: 'inherit', textDecoration: 'none' }}>
            <span
              style={{
                fontFamily: 'Georgia, serif',
                fontSize: '1.4rem',
                fontWeight: 700,
                color: 'var(--mantine-color-salvia-6)',
                minWidth: 24,
              }}
            >
              {a.rank}
            </span>
            {a.thumbnail_url && (
              <img
                src={sized(a.thumbnail_url, 320)}
                alt=""
                width={96}
                height={54}
                loading="lazy"
                style={{ borderRadius: 6, objectFit: 'cover', flexShrink: 0 }}
              />
            )}
            <span style={{ display: 'grid', gap: 2 }}>
              {a.is_pr && <PrLabel sponsor={a.sponsor} />}
              <Text size="sm" fw={600} lineClamp={3}>
                {a.title}
              </Text>
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

export function RankingTabs({ ranking }: { ranking: Record<'day' | 'week' | 'month', RankedArticle[]> }) {
  return (
    <Tabs defaultValue="day" keepMounted={false}>
      <Tabs.List grow mb="md">
        {TABS.map((t) => (
          <Tabs.Tab key={t.value} value={t.value}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TABS.map((t) => (
        <Tabs.Panel key={t.value} value={t.value}>
          <Ranked articles={ranking[t.value]} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
