// 校正: each transition and who may make it, the "writers may publish" setting, comments, the
// list filters, mail to whoever acts next, edit locks and stale copies, and what the public sees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../contract/time.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createCategory, createWriter } from '../helpers/factories.ts';
import { startMailServer } from '../helpers/mail-server.ts';

type Headers = Record<string, string>;
type Reviewed = {
  id: number;
  status: string;
  review_state: string | null;
  published_at: string | null;
  updated_at: string;
};

describe.each(testDatabases)('review before publishing on %s', (kind) => {
  let t: TestApp;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let admin: Headers;
  let otherAdmin: Headers;
  let writer: Headers;
  let otherWriter: Headers;
  let adminEmail: string;
  let otherAdminEmail: string;
  let writerEmail: string;
  let categoryId: number;

  beforeAll(async () => {
    mail = await startMailServer();
    t = await build(kind, { env: { SMTP_URL: mail.url } });
    const adminRow = await createWriter(t.deps, { role: 'admin', name: '編集長' });
    const otherAdminRow = await createWriter(t.deps, { role: 'admin', name: '副編集長' });
    const writerRow = await createWriter(t.deps, { name: '山田花子' });
    adminEmail = adminRow.email;
    otherAdminEmail = otherAdminRow.email;
    writerEmail = writerRow.email;
    admin = await authHeader(t.deps, adminRow.id);
    otherAdmin = await authHeader(t.deps, otherAdminRow.id);
    writer = await authHeader(t.deps, writerRow.id);
    otherWriter = await authHeader(t.deps, (await createWriter(t.deps)).id);
    const main = await createCategory(t.deps, { slug: 'living' });
    categoryId = (await createCategory(t.deps, { slug: 'kitchen', parentId: main.id })).id;
  });
  afterAll(async () => {
    await t?.close();
    await mail?.close();
  });

  const call = (headers: Headers, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/articles${url}`, headers, ...(payload && { payload }) });

  async function newDraft(title = '校正に出す記事', fields: object = { category_id: categoryId }) {
    const res = await call(writer, 'POST', '/new', {
      title,
      body_html: '<p>本文です。ゴム手袋を使います。</p>',
      ...fields,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().article as Reviewed;
  }

  async function act(headers: Headers, id: number, body: object, status = 200) {
    const res = await call(headers, 'POST', `/${id}/review`, body);
    expect(res.statusCode, res.body).toBe(status);
    return res.json().article as Reviewed;
  }

  async function comments(id: number, headers = writer) {
    const res = await call(headers, 'GET', `/${id}/comments`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().comments as { action: string; body: string; quote: string | null; writer: { name: string } }[];
  }

  const isPublic = async (id: number) =>
    (await t.app.inject({ url: `/api/v1/articles/view?id=${id}` })).statusCode === 200;

  /** The newest mail to `email` whose text says `words`, once the queued mails are out. */
  async function mailTo(email: string, words: string) {
    await t.deps.mailer.idle();
    return mail.inbox.findLast((m) => m.to.includes(email) && m.text.includes(words));
  }

  it('does not let a writer publish directly by default, but lets them plan a time and take an article down', async () => {
    const direct = await call(writer, 'POST', '/new', {
      title: '直接公開',
      category_id: categoryId,
      status: 'published',
    });
    expect(direct.statusCode).toBe(403);
    expect(direct.json().message).toContain('校正に出す');

    const draft = await newDraft();
    const publish = await call(writer, 'PATCH', '/update', { id: draft.id, status: 'published' });
    expect(publish.statusCode).toBe(403);
    const planned = await call(writer, 'PATCH', '/update', {
      id: draft.id,
      published_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(planned.statusCode, planned.body).toBe(200);
    expect(await isPublic(draft.id)).toBe(false);

    const settings = await call(writer, 'GET', '/review_settings');
    expect(settings.json()).toEqual({ writers_may_publish: false, may_publish: false });
    const adminSettings = await call(admin, 'GET', '/review_settings');
    expect(adminSettings.json()).toEqual({ writers_may_publish: false, may_publish: true });
  });

  it('goes 下書き → 校正待ち → 差し戻し → 校正待ち → 承認 (scheduled), with every note kept in order', async () => {
    const draft = await newDraft('差し戻される記事');
    const submitted = await act(writer, draft.id, { action: 'submit', comment: '確認をお願いします' });
    expect(submitted).toMatchObject({ status: 'draft', review_state: 'pending' });
    expect(await isPublic(draft.id)).toBe(false);

    const returned = await act(admin, draft.id, { action: 'return', comment: '二段落目の表現を直してください' });
    expect(returned.review_state).toBe('returned');

    // The returned article goes back to its writer, who fixes it and submits it again.
    await call(writer, 'PATCH', '/update', { id: draft.id, body_html: '<p>直した本文です。</p>' });
    await act(writer, draft.id, { action: 'submit' });

    const at = new Date(Date.now() + 3 * 86_400_000);
    at.setUTCSeconds(0, 0);
    const approved = await act(admin, draft.id, { action: 'approve', published_at: at.toISOString() });
    expect(approved).toMatchObject({ status: 'published', review_state: 'approved' });
    expect(new Date(approved.published_at ?? '').getTime()).toBe(at.getTime());
    // Scheduled: public at its time, not before.
    expect(await isPublic(draft.id)).toBe(false);
    expect((await mailTo(writerEmail, '承認しました'))?.text).toContain(`${formatDateTime(at)}に公開されます`);

    expect((await comments(draft.id)).map((c) => [c.action, c.body, c.writer.name])).toEqual([
      ['submit', '確認をお願いします', '山田花子'],
      ['return', '二段落目の表現を直してください', '編集長'],
      ['submit', '', '山田花子'],
      ['approve', '', '編集長'],
    ]);
    // Approving is a save: the revision history shows the publication.
    const revisions = (await call(admin, 'GET', `/${draft.id}/revisions`)).json().revisions as { status: string }[];
    expect(revisions[0]?.status).toBe('published');
  });

  it('sends an approved, scheduled article back to the review when its writer changes it, and keeps the approved version', async () => {
    const draft = await newDraft('承認後に直される記事');
    await act(writer, draft.id, { action: 'submit' });
    const at = new Date(Date.now() + 3 * 86_400_000);
    at.setUTCSeconds(0, 0);
    await act(admin, draft.id, { action: 'approve', published_at: at.toISOString() });

    // Saving what was approved, unchanged, is no change: it stays scheduled.
    const same = await call(writer, 'PATCH', '/update', { id: draft.id, title: '承認後に直される記事' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).not.toHaveProperty('notice');
    expect(same.json().article).toMatchObject({ status: 'published', review_state: 'approved' });

    const changed = await call(writer, 'PATCH', '/update', {
      id: draft.id,
      body_html: '<p>承認のあとで書き換えた本文。</p>',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().notice).toBe(
      '承認後に内容が変わったため、校正待ちに戻しました。予約した公開には改めて管理者の承認が必要です',
    );
    const back = changed.json().article as Reviewed;
    // Out of the schedule, its planned time kept for the next approval.
    expect(back).toMatchObject({ status: 'draft', review_state: 'pending' });
    expect(new Date(back.published_at ?? '').getTime()).toBe(at.getTime());
    expect((await comments(draft.id)).at(-1)).toMatchObject({ action: 'submit', writer: { name: '山田花子' } });
    expect((await mailTo(adminEmail, '承認後に内容が変わった'))?.text).toContain('承認後に直される記事');

    // 55 more saves: the version the review let out stays in the history beside the newest 50.
    for (let i = 1; i <= 55; i++) {
      const res = await call(writer, 'PATCH', '/update', { id: draft.id, title: `書き直し ${i}` });
      expect(res.statusCode, res.body).toBe(200);
    }
    const revisions = (await call(admin, 'GET', `/${draft.id}/revisions`)).json().revisions as {
      id: number;
      title: string;
      approved: boolean;
    }[];
    expect(revisions).toHaveLength(51);
    const approved = revisions.filter((r) => r.approved);
    expect(approved.map((r) => r.title)).toEqual(['承認後に直される記事']);
    const full = (await call(admin, 'GET', `/${draft.id}/revisions/${approved[0]?.id}`)).json().revision;
    expect(full.body_html).toContain('本文です。ゴム手袋を使います。');

    // Approved again, at the time planned: only the newest approval is held back from pruning.
    const again = await act(admin, draft.id, { action: 'approve' });
    expect(again).toMatchObject({ status: 'published', review_state: 'approved' });
    expect(new Date(again.published_at ?? '').getTime()).toBe(at.getTime());
    await call(writer, 'PATCH', '/update', { id: draft.id, title: 'もう一度' });
    for (let i = 1; i <= 50; i++) await call(writer, 'PATCH', '/update', { id: draft.id, title: `三度目 ${i}` });
    const after = (await call(admin, 'GET', `/${draft.id}/revisions`)).json().revisions as {
      title: string;
      approved: boolean;
    }[];
    expect(after.filter((r) => r.approved).map((r) => r.title)).toEqual(['書き直し 55']);
  });

  it('leaves an approved, scheduled article approved when an admin edits it', async () => {
    const draft = await newDraft('管理者が直す記事');
    await act(writer, draft.id, { action: 'submit' });
    await act(admin, draft.id, { action: 'approve', published_at: new Date(Date.now() + 86_400_000).toISOString() });
    const res = await call(admin, 'PATCH', '/update', { id: draft.id, title: '管理者が直した記事' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).not.toHaveProperty('notice');
    expect(res.json().article).toMatchObject({ status: 'published', review_state: 'approved' });
  });

  it('publishes at once when approved without a time, and at the writer’s planned time when it is ahead', async () => {
    const now = await newDraft('すぐ公開');
    await act(writer, now.id, { action: 'submit' });
    expect(await act(admin, now.id, { action: 'approve' })).toMatchObject({ status: 'published' });
    expect(await isPublic(now.id)).toBe(true);

    const planned = new Date(Date.now() + 2 * 86_400_000);
    planned.setUTCSeconds(0, 0);
    const later = await newDraft('予定どおり公開', { category_id: categoryId, published_at: planned.toISOString() });
    await act(writer, later.id, { action: 'submit' });
    const approved = await act(admin, later.id, { action: 'approve' });
    expect(new Date(approved.published_at ?? '').getTime()).toBe(planned.getTime());
  });

  it('lets only admins return or approve, and only from 校正待ち', async () => {
    const draft = await newDraft('権限の確認');
    const notYet = await call(admin, 'POST', `/${draft.id}/review`, { action: 'approve' });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe('校正待ちの記事ではありません');

    await act(writer, draft.id, { action: 'submit' });
    const again = await call(writer, 'POST', `/${draft.id}/review`, { action: 'submit' });
    expect(again.statusCode).toBe(409);

    const selfApprove = await call(writer, 'POST', `/${draft.id}/review`, { action: 'approve' });
    expect(selfApprove.statusCode).toBe(403);
    expect(selfApprove.json().message).toBe('承認は管理者だけができます');
    const selfReturn = await call(writer, 'POST', `/${draft.id}/review`, { action: 'return', comment: 'だめ' });
    expect(selfReturn.statusCode).toBe(403);
    // Someone else's article answers as a missing one.
    expect((await call(otherWriter, 'POST', `/${draft.id}/review`, { action: 'withdraw' })).statusCode).toBe(404);

    const noComment = await call(admin, 'POST', `/${draft.id}/review`, { action: 'return', comment: '  ' });
    expect(noComment.statusCode).toBe(422);
    expect(JSON.stringify(noComment.json())).toContain('コメントを入力してください');
    const badAction = await call(admin, 'POST', `/${draft.id}/review`, { action: 'publish' });
    expect(badAction.statusCode).toBe(422);

    expect(await act(writer, draft.id, { action: 'withdraw' })).toMatchObject({ review_state: null });
  });

  it('refuses to approve an article without a category or with an undescribed picture, and to submit a published one', async () => {
    const uncategorised = await newDraft('カテゴリなし', {});
    await act(writer, uncategorised.id, { action: 'submit' });
    const res = await call(admin, 'POST', `/${uncategorised.id}/review`, { action: 'approve' });
    expect(res.statusCode).toBe(422);
    expect(await isPublic(uncategorised.id)).toBe(false);

    const picture = { type: 'image', attrs: { src: '/media/a-640.webp', alt: '' } };
    const undescribed = await newDraft('説明のない写真', {
      category_id: categoryId,
      body_json: { type: 'doc', content: [picture] },
    });
    await act(writer, undescribed.id, { action: 'submit' });
    const approveUndescribed = await call(admin, 'POST', `/${undescribed.id}/review`, { action: 'approve' });
    expect(approveUndescribed.statusCode).toBe(422);
    expect(approveUndescribed.json().errors.body_json[0]).toMatch(/^代替テキストのない画像が1枚あります/);
    expect(await isPublic(undescribed.id)).toBe(false);

    const live = await call(admin, 'POST', '/new', { title: '公開済み', category_id: categoryId, status: 'published' });
    const submitLive = await call(admin, 'POST', `/${live.json().article.id}/review`, { action: 'submit' });
    expect(submitLive.statusCode).toBe(409);
  });

  it('respects edit locks and stale copies', async () => {
    const draft = await newDraft('編集中の記事');
    await act(writer, draft.id, { action: 'submit' });
    const stale = await call(admin, 'POST', `/${draft.id}/review`, { action: 'approve', updated_at: draft.updated_at });
    expect(stale.statusCode).toBe(409);

    expect((await call(writer, 'PATCH', `/${draft.id}/refresh_locked_article`)).statusCode).toBe(200);
    const locked = await call(admin, 'POST', `/${draft.id}/review`, { action: 'approve' });
    expect(locked.statusCode).toBe(423);
    expect(locked.json().message).toBe('山田花子さんが編集中です');
    expect(await isPublic(draft.id)).toBe(false);
    await call(writer, 'PATCH', `/${draft.id}/unlock_article`);
    expect((await act(admin, draft.id, { action: 'approve' })).status).toBe('published');
  });

  it("lets go of the writer's edit lock on submit, so the admin can act at once", async () => {
    const draft = await newDraft('開いたまま校正に出す');
    expect((await call(writer, 'PATCH', `/${draft.id}/refresh_locked_article`)).statusCode).toBe(200);
    await act(writer, draft.id, { action: 'submit' });
    expect((await call(admin, 'GET', `/view?id=${draft.id}`)).json().article.locked_by).toBeNull();
    expect((await call(admin, 'PATCH', `/${draft.id}/refresh_locked_article`)).statusCode).toBe(200);
    expect((await act(admin, draft.id, { action: 'return', comment: '見出しを直してください' })).review_state).toBe(
      'returned',
    );
  });

  it('lets two admins act on one submission only once', async () => {
    const draft = await newDraft('同時の承認');
    const submitted = await act(writer, draft.id, { action: 'submit' });
    const answers = await Promise.all([
      call(admin, 'POST', `/${draft.id}/review`, { action: 'approve', updated_at: submitted.updated_at }),
      call(otherAdmin, 'POST', `/${draft.id}/review`, {
        action: 'return',
        comment: '待って',
        updated_at: submitted.updated_at,
      }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await comments(draft.id)).filter((c) => c.action !== 'submit')).toHaveLength(1);
  });

  it('mails the admins on submit and the writer on return and approval, never the one who acted', async () => {
    const draft = await newDraft('メールの確認');
    await act(writer, draft.id, { action: 'submit', comment: 'よろしくお願いします' });
    const request = await mailTo(adminEmail, '校正依頼');
    expect(request?.to).toEqual(expect.arrayContaining([adminEmail, otherAdminEmail]));
    expect(request?.to).not.toContain(writerEmail);
    expect(request?.text).toContain('メールの確認');
    expect(request?.text).toContain(`/admin/articles/edit_article/${draft.id}`);

    await act(admin, draft.id, { action: 'return', comment: '見出しを短く' });
    const returned = await mailTo(writerEmail, '差し戻し');
    expect(returned?.text).toContain('見出しを短く');
    expect(returned?.to).toEqual([writerEmail]);

    await act(writer, draft.id, { action: 'submit' });
    await act(admin, draft.id, { action: 'approve' });
    expect((await mailTo(writerEmail, '承認し'))?.text).toContain('記事を承認し、公開しました');
  });

  it('mails the writer the new time when an admin moves their approved article', async () => {
    const planned = new Date(Date.now() + 3 * 86_400_000);
    planned.setUTCSeconds(0, 0);
    const draft = await newDraft('日時変更の確認', { category_id: categoryId, published_at: planned.toISOString() });
    await act(writer, draft.id, { action: 'submit' });
    const approved = await act(admin, draft.id, { action: 'approve' });
    expect((await mailTo(writerEmail, '日時変更の確認'))?.text).toContain(`${formatDateTime(planned)}に公開されます`);

    const moved = new Date(planned.getTime() + 86_400_000);
    const res = await call(admin, 'PATCH', '/update', {
      id: draft.id,
      published_at: moved.toISOString(),
      updated_at: approved.updated_at,
    });
    expect(res.statusCode, res.body).toBe(200);
    const notice = await mailTo(writerEmail, '公開日時を変更しました');
    expect(notice?.to).toEqual([writerEmail]);
    expect(notice?.text).toContain(`変更前：${formatDateTime(planned)}`);
    expect(notice?.text).toContain(`変更後：${formatDateTime(moved)}`);

    // A change that leaves the time alone, or the writer's own article, tells no one.
    const before = mail.inbox.length;
    await call(admin, 'PATCH', '/update', { id: draft.id, title: '日時変更の確認（改題）' });
    const own = await call(admin, 'POST', '/new', {
      title: '管理者の予約記事',
      category_id: categoryId,
      status: 'published',
      published_at: planned.toISOString(),
    });
    await call(admin, 'PATCH', '/update', { id: own.json().article.id, published_at: moved.toISOString() });
    await t.deps.mailer.idle();
    expect(mail.inbox.length).toBe(before);
  });

  it('keeps comments anchored to a passage, for whoever may manage the article', async () => {
    const draft = await newDraft('コメントの記事');
    const res = await call(admin, 'POST', `/${draft.id}/comments`, {
      body: '言い切りにしましょう',
      quote: 'ゴム手袋を使います',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await comments(draft.id)).toEqual([
      expect.objectContaining({ action: 'comment', body: '言い切りにしましょう', quote: 'ゴム手袋を使います' }),
    ]);
    expect((await call(otherWriter, 'GET', `/${draft.id}/comments`)).statusCode).toBe(404);
    const empty = await call(writer, 'POST', `/${draft.id}/comments`, { body: '' });
    expect(empty.statusCode).toBe(422);
  });

  it('filters the admin list by review state, and shows the state only to staff', async () => {
    const waiting = await newDraft('一覧：校正待ち');
    await act(writer, waiting.id, { action: 'submit' });
    const back = await newDraft('一覧：差し戻し');
    await act(writer, back.id, { action: 'submit' });
    await act(admin, back.id, { action: 'return', comment: '直してください' });

    const pending = (await call(admin, 'GET', '/?review=pending&per=100')).json().articles as Reviewed[];
    expect(pending.map((a) => a.id)).toContain(waiting.id);
    expect(pending.every((a) => a.review_state === 'pending')).toBe(true);
    const mine = (await call(writer, 'GET', '/?review=returned&per=100')).json().articles as Reviewed[];
    expect(mine.map((a) => a.id)).toContain(back.id);
    expect(mine.map((a) => a.id)).not.toContain(waiting.id);
    expect((await call(admin, 'GET', '/?review=later')).statusCode).toBe(422);

    await act(writer, back.id, { action: 'submit' });
    await act(admin, back.id, { action: 'approve' });
    const shown = (await t.app.inject({ url: `/api/v1/articles/view?id=${back.id}` })).json().article;
    expect(shown.review_state).toBeNull();
  });
});

describe.each(testDatabases)('writers who may publish on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(kind, { env: { WRITERS_MAY_PUBLISH: 'true' } });
  });
  afterAll(() => t?.close());

  it('publishes a writer’s article directly when the setting allows it', async () => {
    const writer = await authHeader(t.deps, (await createWriter(t.deps)).id);
    const main = await createCategory(t.deps);
    const { id: categoryId } = await createCategory(t.deps, { parentId: main.id });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/articles/new',
      headers: writer,
      payload: { title: '直接公開', category_id: categoryId, status: 'published' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const settings = await t.app.inject({ url: '/api/v1/articles/review_settings', headers: writer });
    expect(settings.json()).toEqual({ writers_may_publish: true, may_publish: true });
  });
});
