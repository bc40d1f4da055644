// Picks the article a redirect follows: published articles found by their title as one types, with
// the article already chosen kept among the options (even one no longer found, e.g. in the trash).
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

export type ArticleOption = { id: number; title: string };

type Props = {
  value: string;
  /** The article stored on the redirect being edited, if any. */
  initial: ArticleOption | null;
  findArticles: (title: string) => Promise<ArticleOption[]>;
  error?: string;
  onChange: (id: string) => void;
};

export function ArticleTargetSelect({ value, initial, findArticles, error, onChange }: Props) {
  const [chosen, setChosen] = useState<ArticleOption | null>(initial);
  const [search, setSearch] = useState(initial?.title ?? '');
  const [title] = useDebouncedValue(search.trim(), 300);
  const [found, setFound] = useState<ArticleOption[]>([]);
  const [searching, setSearching] = useState(false);
  const find = useRef(findArticles);
  find.current = findArticles;

  useEffect(() => {
    // The box shows the chosen article's title: no need to look that up again.
    if (title === '' || title === chosen?.title) return setFound([]);
    let current = true;
    setSearching(true);
    find
      .current(title)
      .then((articles) => current && setFound(articles))
      .catch(() => current && setFound([]))
      .finally(() => current && setSearching(false));
    return () => {
      current = false;
    };
  }, [title, chosen]);

  const options = [...(chosen ? [chosen] : []), ...found.filter((a) => a.id !== chosen?.id)];

  return (
    <Select
      label="転送先の記事"
      description="公開中の記事をタイトルで検索します。記事のアドレスが変わっても、転送先がついていきます"
      placeholder="例：つけ置き"
      required
      searchable
      clearable
      data={options.map((a) => ({ value: String(a.id), label: a.title }))}
      // The server has already searched: every option found is shown.
      filter={({ options: all }) => all}
      value={value || null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => {
        setChosen(options.find((a) => String(a.id) === id) ?? null);
        onChange(id ?? '');
      }}
      nothingFoundMessage={searching ? '検索中…' : title ? '見つかりませんでした' : 'タイトルを入力してください'}
      rightSection={searching ? <Loader size={14} /> : undefined}
      error={error}
    />
  );
}
