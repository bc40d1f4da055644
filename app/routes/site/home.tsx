// Home: the newest articles, rendered on the server.
import { Anchor, Badge, Card, Container, Group, Image, SimpleGrid, Text, Title } from '@mantine/core';
import { listPublicArticles } from '../../../server/services/articles/list-public-articles.ts';
import { getDeps } from '../../context.ts';
import { formatDate } from '../../lib/format.ts';
import { SITE_DESCRIPTION, SITE_NAME } from '../../lib/site.ts';
import type { Route } from './+types/home';

export function meta() {
  return [
    { title: `${SITE_NAME} | 暮らし・家事・美容と健康のライフスタイルマガジン` },
    { name: 'description', content: SITE_DESCRIPTION },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  return listPublicArticles(getDeps(context), { page: 1, per: 12 });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="lg">
        <Title order={1}>{SITE_NAME}</Title>
        <Anchor href="/signin">ログイン</Anchor>
      </Group>
      <Text c="dimmed" mb="xl">
        {SITE_DESCRIPTION}
      </Text>
      <Title order={2} mb="md">
        新着記事
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {loaderData.articles.map((article, i) => (
          <Card key={article.id} component="article" withBorder radius="md" padding="md">
            {article.thumbnail_url && (
              <Card.Section>
                <Image
                  src={article.thumbnail_url}
                  alt=""
                  width={640}
                  height={360}
                  loading={i < 3 ? 'eager' : 'lazy'}
                  style={{ aspectRatio: '16 / 9' }}
                />
              </Card.Section>
            )}
            <Group gap="xs" mt="sm">
              {article.is_pr && <Badge color="yellow">PR</Badge>}
              {article.category && <Badge variant="light">{article.category.title}</Badge>}
            </Group>
            <Title order={3} size="h5" mt="xs">
              {article.title}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {article.published_at && formatDate(article.published_at)}・{article.writer.name}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
