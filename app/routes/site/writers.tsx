// /writers: everyone who writes for Salvia.
import { Avatar, Container, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { listPublicWriters } from '../../../server/services/writers/public-writers.ts';
import { getDeps } from '../../context.ts';
import { sized } from '../../lib/images.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/writers';

export async function loader({ context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  return { siteUrl: deps.config.siteUrl, ...(await listPublicWriters(deps, { page: 1, per: 100 })) };
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  return data ? pageMeta({ title: 'ライター一覧', siteUrl: data.siteUrl, path: '/writers' }) : [];
}

export default function Writers({ loaderData: d }: Route.ComponentProps) {
  return (
    <Container size="lg" pt="lg">
      <h1 style={{ fontSize: '1.7rem' }}>ライター一覧</h1>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xl" mt="lg">
        {d.writers.map((w) => (
          <Link
            key={w.id}
            to={`/writers/${w.id}`}
            style={{ display: 'flex', gap: 16, color: 'inherit', textDecoration: 'none' }}
          >
            <Avatar src={sized(w.profile_img_url, 128)} alt="" size={64} radius="xl" />
            <div>
              <Text fw={700}>{w.name}</Text>
              <Text size="xs" c="dimmed">
                {w.article_count}本の記事
              </Text>
              <Text size="sm" lineClamp={3} mt={4}>
                {w.profile_text}
              </Text>
            </div>
          </Link>
        ))}
      </SimpleGrid>
    </Container>
  );
}
