// /test: the public design system at a glance — type, colours, cards, labels, controls. noindex.
import { Badge, Button, Container, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { ArticleCard as Card } from '../../../contract/articles.ts';
import { SITE_SHORT_NAME } from '../../../contract/site.ts';
import { MantineRoot } from '../../components/mantine-root.tsx';
import { ArticleCard, PrLabel } from '../../components/site/article-card.tsx';
import { Section } from '../../components/site/section.tsx';
import { TagChips } from '../../components/site/tag-chips.tsx';
import '../../styles/mantine-forms.ts';

export function meta() {
  return [{ title: `デザインの見本 | ${SITE_SHORT_NAME}` }, { name: 'robots', content: 'noindex, nofollow' }];
}

const SAMPLE: Card = {
  id: 0,
  title: '洗濯物が早く乾く！部屋干しの5つのコツ',
  lead: '干し方を少し変えるだけで、乾く時間がぐんと短くなります。',
  thumbnail_url: '/og-default.png',
  status: 'published',
  published_at: '2026-11-22T03:00:00.000Z',
  is_pr: true,
  sponsor: '株式会社ひだまり生活',
  is_highlight: false,
  category: { id: 0, title: '洗濯', slug: 'laundry', parent: { id: 0, title: '家事', slug: 'housework' } },
  writer: {
    id: 0,
    name: '青木 ほのか',
    profile_img_url: null,
    profile_text: null,
    reading: null,
    job_title: null,
    sns_links: {},
  },
  tags: [],
  created_at: '2026-11-22T03:00:00.000Z',
  updated_at: '2026-11-22T03:00:00.000Z',
};

// Shades whose labels stay legible (4.5:1): autoContrast picks dark text on the light ones.
const COLORS = ['salvia.1', 'salvia.3', 'salvia.8', 'salvia.9', 'gray.2', 'gray.7', 'yellow.8'];

// Built with Mantine: it brings the provider the reading pages go without.
export default function ShowcasePage() {
  return (
    <MantineRoot>
      <Showcase />
    </MantineRoot>
  );
}

function Showcase() {
  return (
    <Container size="lg" pt="lg">
      <h1 style={{ fontSize: '1.7rem' }}>デザインの見本</h1>
      <Text c="dimmed">公開サイトで使う部品の一覧です（検索エンジンには載せません）。</Text>
      <Section title="文字">
        <Text size="xl" fw={700}>
          見出し：暮らしを「ちょうどよく」整える
        </Text>
        <Text mt="xs" style={{ lineHeight: 1.9 }}>
          本文：毎日の暮らしは、同じことの繰り返しのように見えて、実は小さな選択の積み重ねでできています。
        </Text>
        <Text size="sm" c="dimmed" mt="xs">
          補足：2026年11月22日・Salvia編集部
        </Text>
      </Section>
      <Section title="色">
        <Group>
          {COLORS.map((c) => (
            <Badge key={c} color={c} size="lg" radius="sm" autoContrast>
              {c}
            </Badge>
          ))}
        </Group>
      </Section>
      <Section title="記事カードとPR表示">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <ArticleCard article={SAMPLE} />
        </SimpleGrid>
        <div style={{ marginTop: 16 }}>
          <PrLabel sponsor="株式会社ひだまり生活" />
        </div>
      </Section>
      <Section title="タグ">
        <TagChips
          tags={[
            { id: 1, title: '時短' },
            { id: 2, title: '部屋干し' },
          ]}
        />
      </Section>
      <Section title="入力と操作">
        <Group align="flex-end">
          <TextInput label="メールアドレス" placeholder="you@example.com" />
          <Button>送信する</Button>
          <Button variant="light">下書き保存</Button>
        </Group>
      </Section>
    </Container>
  );
}
