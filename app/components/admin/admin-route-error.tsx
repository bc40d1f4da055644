// An admin screen that failed to load: the message, inside the admin shell, with a way back.
import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NOT_FOUND_TEXT } from '../../lib/error-text.ts';

export function AdminRouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // Loaders pass the API's own wording (「ライターが見つかりませんでした」…) when there is one.
  const notFoundText =
    notFound && typeof error.data === 'string' && error.data !== NOT_FOUND_TEXT
      ? error.data
      : 'お探しのページは見つかりませんでした。';
  const message = isRouteErrorResponse(error)
    ? String(error.data)
    : error instanceof Error
      ? error.message
      : '時間をおいて、もう一度お試しください。';
  return (
    <Stack>
      <Title order={1} size="h3">
        {notFound ? NOT_FOUND_TEXT : 'エラーが発生しました'}
      </Title>
      <Alert color="red" role="alert">
        {notFound ? notFoundText : message}
      </Alert>
      <Anchor component={Link} to="/admin">
        ダッシュボードへ戻る
      </Anchor>
    </Stack>
  );
}
