// A URL WordPress would embed (a line of its own, [embed], an embed block), as the article blocks read
// it: YouTube, X or Instagram; anything else stays a link, named in the notes.

export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function embedHtml(url: string, notes: string[]): string {
  const youtube = /^https?:\/\/(?:www\.|m\.)?(?:youtube\.com\/watch\?(?:[^#\s]*&)?v=|youtu\.be\/)([\w-]{6,})/i.exec(
    url,
  );
  if (youtube) return `<iframe src="https://www.youtube.com/embed/${youtube[1]}"></iframe>`;
  if (/^https:\/\/(?:x\.com|twitter\.com)\/\w+\/status\/\d+/i.test(url)) {
    return `<div data-embed="x" data-url="${escapeAttribute(url)}"></div>`;
  }
  if (/^https:\/\/(?:www\.)?instagram\.com\/(?:p|reel)\/[\w-]+/i.test(url)) {
    return `<div data-embed="instagram" data-url="${escapeAttribute(url)}"></div>`;
  }
  notes.push(`埋め込み ${url} はリンクとして取り込みました`);
  return `<p><a href="${escapeAttribute(url)}">${escapeAttribute(url)}</a></p>`;
}
