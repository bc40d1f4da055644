// An admin screen that failed to load: the message, inside the admin shell, with a way back.
import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

export function AdminRouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message = isRouteErrorResponse(error)
    ? String(error.data)
    : error instanceof Error
      ? error.message
      : '時間をおいて、もう一度お試しください。';
  return (
    <Stack>
      <Title order={1} size="h3">
        {notFound ? 'This page could not be found' : 'エラーが発生しました'}
      </Title>
      <Alert color="red" role="alert">
        {notFound ? '記事が見つかりませんでした。' : message}
      </Alert>
      <Anchor component={Link} to="/admin">
        ダッシュボードへ戻る
      </Anchor>
    </Stack>
  );
}
