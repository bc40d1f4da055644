// Demo writers (passwords are `<local part>-password`), ads and handmade shop items.
export type DemoWriter = { email: string; password: string; name: string; role: 'admin' | 'writer'; profile: string };

export const demoWriters: DemoWriter[] = [
  {
    email: 'admin@example.com',
    password: 'admin-password',
    name: 'Salvia編集部',
    role: 'admin',
    profile:
      '暮らしを「ちょうどよく」整えるヒントを届ける編集部です。読者のみなさんの声を聞きながら、毎日役立つ記事をお届けしています。',
  },
  {
    email: 'writer@example.com',
    password: 'writer-password',
    name: '青木 ほのか',
    role: 'writer',
    profile: '二児の母で、整理収納アドバイザー。散らからない仕組みづくりと、時短家事のアイデアを発信しています。',
  },
  {
    email: 'misaki@example.com',
    password: 'misaki-password',
    name: '佐藤 美咲',
    role: 'writer',
    profile: '料理家。旬の食材を使った手軽なレシピが得意です。週末は家族で朝市めぐりを楽しんでいます。',
  },
  {
    email: 'yuko@example.com',
    password: 'yuko-password',
    name: '田中 ゆうこ',
    role: 'writer',
    profile: 'ファイナンシャルプランナー。共働き家庭の家計相談を数多く受けてきました。お金の話をやさしく伝えます。',
  },
  {
    email: 'kenta@example.com',
    password: 'kenta-password',
    name: '小林 健太',
    role: 'writer',
    profile: 'DIYとアウトドアが好きな三児のパパ。週末は子どもたちと工作やキャンプに出かけています。',
  },
  {
    email: 'sakura@example.com',
    password: 'sakura-password',
    name: '山口 さくら',
    role: 'writer',
    profile: 'ヘアメイクアップアーティスト。忙しい朝でもできる簡単なヘアアレンジとメイクを紹介しています。',
  },
  {
    email: 'manami@example.com',
    password: 'manami-password',
    name: '石井 まなみ',
    role: 'writer',
    profile: 'イラストレーター兼エッセイスト。家族のゆるい日常を描くコミックとコラムを連載中です。',
  },
];

export const SPONSORS = [
  '株式会社ひだまり生活',
  'あおば食品株式会社',
  'ことり製薬株式会社',
  '株式会社まるやまクリーン',
  'みのり証券株式会社',
  'ゆきの衣料株式会社',
];

export const demoAds = [
  { provider: 'salvia', link: 'https://example.com/ads/kitchen-fair', alt: 'キッチン用品フェア開催中' },
  { provider: 'salvia', link: 'https://example.com/ads/monitor', alt: '読者モニター募集のお知らせ' },
  { provider: 'demo', link: 'https://example.com/ads/autumn-sale', alt: '秋の暮らし応援セール' },
  { provider: 'demo', link: 'https://example.com/ads/newsletter', alt: 'Salviaニュースレター登録' },
];

export const demoShopItems = [
  { title: '手づくり日めくりカレンダー 2027 〜季節の草花〜', price: 2800 },
  { title: '手づくり日めくりカレンダー 2027 〜ことばの贈りもの〜', price: 2600 },
  { title: '手づくり日めくりカレンダー 2027 〜旬の野菜と果物〜', price: 2800 },
  { title: '手づくり日めくりカレンダー 2027 〜ねこのいる暮らし〜', price: 3000 },
  { title: '手づくり日めくりカレンダー 2027 〜和の色〜', price: 2700 },
  { title: '手づくり日めくりカレンダー 2027 〜子どもの絵日記〜', price: 2500 },
  { title: '手づくり日めくりカレンダー 2027 〜二十四節気〜', price: 2900 },
  { title: '手づくり日めくりカレンダー 2027 〜小さな刺しゅう〜', price: 3200 },
];
