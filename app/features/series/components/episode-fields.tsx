// The article editor's 連載 section: which numbered series (decision 037) the article is an episode
// of, and its number, defaulting to the series' next. Saved on its own, apart from the article.
import { Button, Card, Group, NumberInput, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { EPISODE_NUMBER_MAX } from '../../../../contract/series.ts';
import { episodeLabel } from '../../../../contract/series-labels.ts';
import { useApiQuery } from '../../../hooks/use-api-query.ts';
import { apiFieldErrors } from '../../../lib/field-errors.ts';
import { getArticleEpisode, setArticleEpisode } from '../api/article-episode.ts';
import { getSeriesList } from '../api/get-series-list.ts';

const NONE = '';

export function EpisodeFields({ articleId, readOnly }: { articleId: number; readOnly: boolean }) {
  const list = useApiQuery('series-list', getSeriesList);
  const current = useApiQuery(`series-episode:${articleId}`, () => getArticleEpisode(articleId));
  const episode = current.data?.episode ?? null;
  const [seriesId, setSeriesId] = useState(NONE);
  const [number, setNumber] = useState<number | string>('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setSeriesId(episode ? String(episode.series_id) : NONE);
    setNumber(episode?.episode_number ?? '');
  }, [episode]);

  /** Another series picked: the number its next episode would get. */
  function pick(value: string | null) {
    const id = value ?? NONE;
    setSeriesId(id);
    setError(undefined);
    if (episode && String(episode.series_id) === id) setNumber(episode.episode_number);
    else setNumber(list.data?.series.find((s) => String(s.id) === id)?.next_episode_number ?? '');
  }

  async function save() {
    setBusy(true);
    setError(undefined);
    try {
      const { episode: saved } = await setArticleEpisode(articleId, {
        series_id: seriesId === NONE ? null : Number(seriesId),
        episode_number: typeof number === 'number' ? number : null,
      });
      current.reload();
      list.reload();
      notifications.show({
        color: 'teal',
        message: saved
          ? `連載『${saved.series_title}』の${episodeLabel(saved.episode_number)}にしました`
          : '連載から外しました',
      });
    } catch (e) {
      const fields = apiFieldErrors(e);
      setError(fields ? Object.values(fields).join('\n') : (e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const options = [
    { value: NONE, label: '連載に入れない' },
    ...(list.data?.series ?? []).map((s) => ({ value: String(s.id), label: s.title })),
  ];
  const unchanged =
    (episode ? String(episode.series_id) : NONE) === seriesId && (episode?.episode_number ?? '') === number;

  return (
    <Card withBorder>
      <Title order={2} size="h5" mb={4}>
        連載
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {episode
          ? `連載『${episode.series_title}』${episodeLabel(episode.episode_number)}として表示されています。`
          : '連載の一話にすると、記事の最後に前の話・次の話へのリンクが出ます。'}
      </Text>
      <Stack gap="sm">
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <Select
            label="連載"
            data={options}
            value={seriesId}
            onChange={pick}
            allowDeselect={false}
            disabled={readOnly}
          />
          <NumberInput
            label="話数"
            w={104}
            prefix="第"
            suffix="話"
            min={1}
            max={EPISODE_NUMBER_MAX}
            allowDecimal={false}
            allowNegative={false}
            value={number}
            onChange={setNumber}
            disabled={readOnly || seriesId === NONE}
          />
        </Group>
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Button variant="light" onClick={() => void save()} loading={busy} disabled={readOnly || unchanged}>
          連載を保存
        </Button>
      </Stack>
    </Card>
  );
}
