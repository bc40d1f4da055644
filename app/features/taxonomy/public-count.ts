// How the admin's category and tag screens say what the public sees of one: its public articles, or
// that it is not on the site yet (a tag or subtopic waits for its first public article, decision 028).
export function publicCountText(count: number): string {
  return count > 0 ? `公開中の記事 ${count}件` : '公開中の記事なし（サイトには表示されません）';
}
