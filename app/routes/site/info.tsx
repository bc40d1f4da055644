// /about, /ad and /operator: the site's own pages, written once here.

import { Text } from '../../components/site/text.tsx';
import ui from '../../components/site/ui.module.css';
import { getDeps } from '../../context.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { withNotFoundPage } from '../../lib/not-found-page.server.ts';
import type { Route } from './+types/info';

const PAGES: Record<string, { title: string; paragraphs: string[] }> = {
  about: {
    title: 'Salviaについて',
    paragraphs: [
      'Salvia（サルビア）は、暮らし・家事・美容と健康の「ちょうどいい」を届けるライフスタイルマガジンです。',
      '毎日の家事を少し楽に、自分をいたわる時間を少し長く。子育てや仕事に忙しい方が、今日から試せる小さな工夫を、編集部とライター陣が実際に試したうえでお届けしています。',
      '企業からの依頼を受けて制作したプロモーション記事には、必ず「PR」の表示と提供企業名を記載しています。',
    ],
  },
  ad: {
    title: '広告掲載について',
    paragraphs: [
      'Salviaでは、暮らしを大切にする読者に向けたタイアップ記事、バナー広告、読者モニター企画をご用意しています。',
      'タイアップ記事は編集部が実際に商品やサービスを試したうえで制作し、ステルスマーケティング規制に沿って「PR」表記と提供企業名を明示します。',
      '媒体資料のご請求やご相談は、お問い合わせフォームより「広告掲載について」とお書き添えのうえご連絡ください。',
    ],
  },
  operator: {
    title: '運営会社',
    paragraphs: [
      '運営：Salvia編集部',
      '所在地：東京都渋谷区（詳細はお問い合わせください）',
      'お問い合わせ：サイト内のお問い合わせフォームよりご連絡ください。',
    ],
  },
};

export const loader = withNotFoundPage(async ({ request, context }: Route.LoaderArgs) => {
  const slug = new URL(request.url).pathname.slice(1);
  const page = PAGES[slug];
  if (!page) throw new Response(null, { status: 404 });
  return { siteUrl: getDeps(context).config.siteUrl, slug, ...page };
});

export function meta({ loaderData: data }: Route.MetaArgs) {
  return data
    ? pageMeta({ title: data.title, description: data.paragraphs[0], siteUrl: data.siteUrl, path: `/${data.slug}` })
    : [];
}

export default function InfoPage({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className={`${ui.container} ${ui.narrow}`} style={{ paddingTop: 'var(--mantine-spacing-lg)' }}>
      <h1 style={{ fontSize: '1.7rem' }}>{d.title}</h1>
      {d.paragraphs.map((p) => (
        <Text key={p} style={{ marginTop: 'var(--mantine-spacing-md)', lineHeight: 1.9 }}>
          {p}
        </Text>
      ))}
    </div>
  );
}
