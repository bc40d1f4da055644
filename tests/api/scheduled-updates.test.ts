// 予約更新: the next version of a live article kept apart from it, its 校正, its going live at its
// time (the job run with a chosen clock) or at once, what the public sees meanwhile, the refusals, and
// the races on PostgreSQL: two approvals, two runs of the job, a save of the live article meanwhile.
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../contract/time.ts';
import { applyDueUpdates } from '../../server/services/articles/updates/apply-due-updates.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createArticle, createCategory, createWriter } from '../helpers/factories.ts';
import { startMailServer } from '../helpers/mail-server.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

type Headers = Record<string, string>;
type Update = {
  article_id: number;
  review_state: string | null;
  go_live_at: string | null;
  mark_revised: boolean;
  changed: string[];
  updated_at: string;
  version: { title: string; lead: string; body_html: string; tags: { id: number }[] };
};

const DAY = 86_400_000;

let ssrBuild: ServerBuild;
beforeAll(async () => {
  ssrBuild = await loadSsrBuild();
});

describe.each(testDatabases)('scheduled updates of live articles on %s', (kind) => {
  let t: TestApp;
  let admin: Headers;
  let otherAdmin: Headers;
  let writer: Headers;
  let otherWriter: Headers;
  let writerId: number;
  let categoryId: number;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let adminEmail: string;
  let writerEmail: string;

  beforeAll(async () => {
    mail = await startMailServer();
    t = await build(kind, { ssrBuild, env: { PUBLIC_CACHE_SECONDS: '60', SMTP_URL: mail.url } });
    const adminRow = await createWriter(t.deps, { role: 'admin', name: '編集長' });
    adminEmail = adminRow.email;
    admin = await authHeader(t.deps, adminRow.id);
    otherAdmin = await authHeader(t.deps, (await createWriter(t.deps, { role: 'admin', name: '副編集長' })).id);
    const writerRow = await createWriter(t.deps, { name: '山田花子' });
    writerId = writerRow.id;
    writerEmail = writerRow.email;
    writer = await authHeader(t.deps, writerId);
    otherWriter = await authHeader(t.deps, (await createWriter(t.deps)).id);
    const main = await createCategory(t.deps, { slug: 'living' });
    categoryId = (await createCategory(t.deps, { slug: 'kitchen', parentId: main.id })).id;
  });
  afterAll(async () => {
    await t?.close();
    await mail?.close();
  });

  /** The newest mail to `email` whose text says `words`, once the queued mails are out. */
  async function mailTo(email: string, words: string) {
    await t.deps.mailer.idle();
    return mail.inbox.findLast((m) => m.to.includes(email) && m.text.includes(words));
  }

  /** A live article of the writer's, out since three days (so a 更新日 today shows on its page). */
  const liveArticle = (title = '公開中の記事') =>
    createArticle(t.deps, {
      writerId,
      title,
      categoryId,
      bodyHtml: '<p>公開中の本文です。</p>',
      publishedAt: new Date(Date.now() - 3 * DAY),
    });

  const call = (headers: Headers, method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/articles${url}`, headers, ...(payload && { payload }) });

  async function saveUpdate(headers: Headers, id: number, payload: object, status = 200) {
    const res = await call(headers, 'PUT', `/${id}/update`, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json().update as Update;
  }

  async function act(headers: Headers, id: number, payload: object, status = 200) {
    const res = await call(headers, 'POST', `/${id}/update/review`, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as { update: Update | null; article: { title: string; revised_at: string | null } };
  }

  const currentUpdate = async (id: number, headers = writer) =>
    (await call(headers, 'GET', `/${id}/update`)).json().update as Update | null;
  const publicTitle = async (id: number) =>
    (await t.app.inject({ url: `/api/v1/articles/view?id=${id}` })).json().article.title as string;
  const page = async (id: number) => (await t.app.inject(`/articles/${id}`)).body.replaceAll('<!-- -->', '');
  const feed = async () => (await t.app.inject('/feed.xml')).body;
  const approvedRevisions = async (id: number) => {
    const rows = (await call(admin, 'GET', `/${id}/revisions`)).json().revisions as { title: string }[];
    return rows;
  };

  it('keeps the public article, its page and the kept page as they are while an update is edited', async () => {
    const article = await liveArticle('春の片づけ術');
    expect(await page(article.id)).toContain('公開中の本文です。');

    const update = await saveUpdate(writer, article.id, {
      title: '春の片づけ術【2026年版】',
      body_html: '<p>新しい本文です。</p>',
      go_live_at: new Date(Date.now() + DAY).toISOString(),
    });
    expect(update).toMatchObject({ review_state: null, changed: ['title', 'body_json'] });
    expect(update.version.title).toBe('春の片づけ術【2026年版】');
    expect(update.version.body_html).toContain('新しい本文です。');

    expect(await publicTitle(article.id)).toBe('春の片づけ術');
    const shown = await page(article.id);
    expect(shown).toContain('公開中の本文です。');
    expect(shown).not.toContain('新しい本文です。');
    // The editor of the live article reads it as it is live.
    const managed = (await call(writer, 'GET', `/view?id=${article.id}`)).json().article;
    expect(managed.title).toBe('春の片づけ術');
  });

  it('keeps only the fields that differ from the live article', async () => {
    const article = await liveArticle('元のタイトル');
    await saveUpdate(writer, article.id, { title: '変えたタイトル', lead: '新しいリード' });
    const back = await saveUpdate(writer, article.id, { title: '元のタイトル' });
    expect(back.changed).toEqual(['lead']);
    expect(back.version.title).toBe('元のタイトル');
  });

  it('goes 編集中 → 校正待ち → 差し戻し → 校正待ち → 承認, and replaces the live article only once its time has come', async () => {
    const article = await liveArticle('夏の麦茶の作り方');
    const at = new Date(Date.now() + 2 * DAY);
    at.setUTCSeconds(0, 0);
    await saveUpdate(writer, article.id, { title: '夏の麦茶の作り方（水出し編）', mark_revised: true });

    expect(
      (await act(writer, article.id, { action: 'submit', comment: '確認をお願いします' })).update?.review_state,
    ).toBe('pending');
    await act(admin, article.id, { action: 'return', comment: 'リードも直してください' });
    await saveUpdate(writer, article.id, { lead: '水出しなら手軽です。' });
    await act(writer, article.id, { action: 'submit' });
    const approved = await act(admin, article.id, { action: 'approve', go_live_at: at.toISOString() });
    expect(approved.update).toMatchObject({ review_state: 'approved', go_live_at: at.toISOString() });
    expect(approved.article.title).toBe('夏の麦茶の作り方');
    const request = await mailTo(adminEmail, '公開中の記事の更新版について校正依頼が届きました');
    expect(request?.text).toContain('記事：夏の麦茶の作り方');
    expect(request?.text).toContain(`/admin/articles/edit_article/${article.id}/update`);
    const approval = await mailTo(writerEmail, '更新版を承認しました');
    expect(approval?.text).toContain(`${formatDateTime(at)}に公開中の記事と入れ替わります`);

    // Before its time the job leaves it waiting; the page and the feed are kept as they are.
    expect((await applyDueUpdates(t.deps, { now: new Date(at.getTime() - 60_000) })).applied).toBe(0);
    expect(await publicTitle(article.id)).toBe('夏の麦茶の作り方');
    expect(await page(article.id)).not.toContain('水出し編');
    expect(await feed()).toContain('夏の麦茶の作り方');

    const revisionsBefore = (await approvedRevisions(article.id)).length;
    expect((await applyDueUpdates(t.deps, { now: new Date(at.getTime() + 60_000) })).applied).toBe(1);
    expect(await publicTitle(article.id)).toBe('夏の麦茶の作り方（水出し編）');
    // The kept page and feed went with it.
    expect(await page(article.id)).toContain('夏の麦茶の作り方（水出し編）');
    expect(await feed()).toContain('夏の麦茶の作り方（水出し編）');
    const live = (await call(writer, 'GET', `/view?id=${article.id}`)).json().article;
    expect(live).toMatchObject({ lead: '水出しなら手軽です。', status: 'published' });
    expect(live.revised_at).not.toBeNull();
    expect(await currentUpdate(article.id)).toBeNull();
    const revisions = await approvedRevisions(article.id);
    expect(revisions).toHaveLength(revisionsBefore + 1);
    expect(revisions[0]?.title).toBe('夏の麦茶の作り方（水出し編）');

    const notes = (await call(writer, 'GET', `/${article.id}/comments`)).json().comments as {
      action: string;
      body: string;
    }[];
    expect(notes.map((n) => n.action)).toEqual(['submit', 'return', 'submit', 'approve']);
    expect(notes.every((n) => n.body.startsWith('【更新版】'))).toBe(true);
  });

  it('puts an approved update live at once without a time, drops the kept page and shows 更新日', async () => {
    const article = await liveArticle('梅雨の洗濯');
    expect(await page(article.id)).not.toContain('更新日');
    await saveUpdate(admin, article.id, { body_html: '<p>部屋干しのコツを足しました。</p>', mark_revised: true });
    const done = await act(admin, article.id, { action: 'approve', go_live_at: null });
    expect(done.update).toBeNull();
    const shown = await page(article.id);
    expect(shown).toContain('部屋干しのコツを足しました。');
    expect(shown).toContain('更新日');
  });

  it('keeps a save of the live article made while its update waits', async () => {
    const article = await liveArticle('冬の結露対策');
    await saveUpdate(writer, article.id, { title: '冬の結露対策【決定版】' });
    const fix = await call(admin, 'PATCH', '/update', { id: article.id, lead: '誤字を直したリード' });
    expect(fix.statusCode, fix.body).toBe(200);
    await act(admin, article.id, { action: 'approve' });
    const live = (await call(admin, 'GET', `/view?id=${article.id}`)).json().article;
    expect(live).toMatchObject({ title: '冬の結露対策【決定版】', lead: '誤字を直したリード' });
  });

  it('hands an update back to its writer when it no longer passes a publish at its time', async () => {
    const article = await liveArticle('秋の保存食');
    await saveUpdate(admin, article.id, { title: '秋の保存食は激安で' });
    const at = new Date(Date.now() + DAY);
    await act(admin, article.id, { action: 'approve', go_live_at: at.toISOString() });
    const rule = await t.app.inject({
      method: 'POST',
      url: '/api/v1/style_rules/new',
      headers: admin,
      payload: { find: '激安', kind: 'ng' },
    });
    expect(rule.statusCode, rule.body).toBe(201);
    try {
      const run = await applyDueUpdates(t.deps, { now: new Date(at.getTime() + 60_000) });
      expect(run).toEqual({ applied: 0, returned: 1 });
      expect(await publicTitle(article.id)).toBe('秋の保存食');
      expect((await currentUpdate(article.id))?.review_state).toBe('returned');
    } finally {
      await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/style_rules/delete?id=${rule.json().style_rule.id}`,
        headers: admin,
      });
    }
  });

  it('throws an update away and leaves the live article as it is', async () => {
    const article = await liveArticle('破棄する記事');
    await saveUpdate(writer, article.id, { title: '破棄される更新版' });
    const res = await call(writer, 'DELETE', `/${article.id}/update`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await currentUpdate(article.id)).toBeNull();
    expect(await publicTitle(article.id)).toBe('破棄する記事');
    expect((await call(writer, 'DELETE', `/${article.id}/update`)).statusCode).toBe(404);
  });

  it('shows an update on the calendar at its time, apart from its article, and moves an approved one', async () => {
    const article = await liveArticle('カレンダーに載る記事');
    const at = new Date(Date.now() + 2 * DAY);
    at.setUTCSeconds(0, 0);
    await saveUpdate(writer, article.id, { title: '更新後のタイトル', go_live_at: at.toISOString() });
    const day = (d: Date) => new Date(d.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
    const calendar = async (from: Date, to: Date, headers = writer) => {
      const res = await call(headers, 'GET', `/calendar?from=${day(from)}&to=${day(to)}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().articles as { id: number; title: string; published_at: string; update: object | null }[];
    };
    const entries = (await calendar(new Date(Date.now() - 4 * DAY), at)).filter((e) => e.id === article.id);
    expect(entries).toEqual([
      expect.objectContaining({ title: 'カレンダーに載る記事', update: null }),
      expect.objectContaining({
        title: '更新後のタイトル',
        published_at: at.toISOString(),
        update: { review_state: null },
      }),
    ]);
    expect((await calendar(at, at, otherWriter)).some((e) => e.id === article.id)).toBe(false);

    // The calendar's move of an approved update is its review's reschedule.
    const approved = await act(admin, article.id, { action: 'approve' });
    expect(approved.update?.go_live_at).toBe(at.toISOString());
    const later = new Date(at.getTime() + DAY);
    const moved = await act(admin, article.id, {
      action: 'reschedule',
      go_live_at: later.toISOString(),
      updated_at: approved.update?.updated_at,
    });
    expect(moved.update).toMatchObject({ review_state: 'approved', go_live_at: later.toISOString() });
    const stale = await call(admin, 'POST', `/${article.id}/update/review`, {
      action: 'reschedule',
      go_live_at: at.toISOString(),
      updated_at: approved.update?.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    expect((await calendar(later, later)).find((e) => e.id === article.id)?.update).toEqual({
      review_state: 'approved',
    });
  });

  it('lists the submitted updates for admins and a writer’s own for the writer', async () => {
    const article = await liveArticle('一覧に出る記事');
    await saveUpdate(writer, article.id, { title: '一覧に出る更新版' });
    const list = async (headers: Headers, query = '') => {
      const res = await call(headers, 'GET', `/updates${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().updates as { article_id: number; title: string; review_state: string | null }[]).filter(
        (u) => u.article_id === article.id,
      );
    };
    expect(await list(admin, '?review=pending')).toEqual([]);
    expect(await list(writer, '?review=editing')).toMatchObject([{ title: '一覧に出る更新版', review_state: null }]);
    await act(writer, article.id, { action: 'submit' });
    expect(await list(admin, '?review=pending')).toMatchObject([{ title: '一覧に出る更新版' }]);
    expect(await list(otherWriter)).toEqual([]);
    const bad = await call(admin, 'GET', '/updates?review=done');
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('review は editing・pending・returned・approved のいずれかです');
  });

  describe('refusals', () => {
    it('refuses an update of an article that is not out yet', async () => {
      const draft = await createArticle(t.deps, { writerId, status: 'draft', publishedAt: null, categoryId });
      const scheduled = await createArticle(t.deps, { writerId, categoryId, publishedAt: new Date(Date.now() + DAY) });
      for (const id of [draft.id, scheduled.id]) {
        const res = await call(writer, 'PUT', `/${id}/update`, { title: '更新版' });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe('予約更新は公開中の記事だけに使えます。公開前の記事はそのまま編集してください');
      }
    });

    it('refuses someone else’s article as a missing one, and approving or returning by a writer', async () => {
      const article = await liveArticle();
      expect((await call(otherWriter, 'PUT', `/${article.id}/update`, { title: '横取り' })).statusCode).toBe(404);
      await saveUpdate(writer, article.id, { title: '更新版' });
      const approve = await call(writer, 'POST', `/${article.id}/update/review`, { action: 'approve' });
      expect(approve.statusCode).toBe(403);
      expect(approve.json().message).toBe('承認は管理者だけができます');
      await act(writer, article.id, { action: 'submit' });
      const back = await call(writer, 'POST', `/${article.id}/update/review`, { action: 'return', comment: 'x' });
      expect(back.json().message).toBe('差し戻しは管理者だけができます');
    });

    it('refuses bad input with a message in Japanese', async () => {
      const article = await liveArticle();
      const cases: [object, string][] = [
        [{ title: '' }, 'タイトルを入力してください'],
        [{ tag_ids: [999_999] }, '存在しないタグが含まれています'],
        [{ category_id: 999_999 }, 'サブカテゴリを選んでください（存在しないか、メインカテゴリです）'],
      ];
      for (const [payload, message] of cases) {
        const res = await call(writer, 'PUT', `/${article.id}/update`, payload);
        expect(res.statusCode, res.body).toBe(422);
        expect(JSON.stringify(res.json().errors)).toContain(message);
      }
      await saveUpdate(writer, article.id, { title: '更新版' });
      const noComment = await call(admin, 'POST', `/${article.id}/update/review`, { action: 'return' });
      expect(noComment.statusCode).toBe(422);
      expect(JSON.stringify(noComment.json())).toContain('コメントを入力してください');
      const wrongAction = await call(admin, 'POST', `/${article.id}/update/review`, { action: 'publish' });
      expect(wrongAction.statusCode).toBe(422);
      expect(JSON.stringify(wrongAction.json())).toContain('action は');
    });

    it('refuses a stale copy, an action in the wrong state, a past new time and an update with an NG word', async () => {
      const article = await liveArticle();
      const first = await saveUpdate(writer, article.id, { title: '一回目' });
      await saveUpdate(writer, article.id, { title: '二回目', updated_at: first.updated_at });
      const stale = await call(writer, 'PUT', `/${article.id}/update`, {
        title: '三回目',
        updated_at: first.updated_at,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().update.version.title).toBe('二回目');

      const withdraw = await call(writer, 'POST', `/${article.id}/update/review`, { action: 'withdraw' });
      expect(withdraw.statusCode).toBe(409);
      expect(withdraw.json().message).toBe('校正待ちの更新版ではありません');
      const reschedule = await call(admin, 'POST', `/${article.id}/update/review`, {
        action: 'reschedule',
        go_live_at: new Date(Date.now() - DAY).toISOString(),
      });
      expect(reschedule.statusCode).toBe(422);
      expect(reschedule.json().errors.go_live_at).toEqual(['これから先の日時を選んでください']);

      const rule = await t.app.inject({
        method: 'POST',
        url: '/api/v1/style_rules/new',
        headers: admin,
        payload: { find: '絶対痩せる', kind: 'ng' },
      });
      try {
        await saveUpdate(writer, article.id, { title: 'これで絶対痩せる' });
        const submit = await call(writer, 'POST', `/${article.id}/update/review`, { action: 'submit' });
        expect(submit.statusCode).toBe(422);
        expect(submit.json().errors.title[0]).toContain('NGワード「絶対痩せる」');
        const approve = await call(admin, 'POST', `/${article.id}/update/review`, { action: 'approve' });
        expect(approve.statusCode).toBe(422);
        expect(await publicTitle(article.id)).toBe(article.title);
      } finally {
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/style_rules/delete?id=${rule.json().style_rule.id}`,
          headers: admin,
        });
      }
    });

    it('sends an approved update back to the review when its writer changes it', async () => {
      const article = await liveArticle();
      await saveUpdate(writer, article.id, { title: '承認される更新版' });
      await act(writer, article.id, { action: 'submit' });
      await act(admin, article.id, { action: 'approve', go_live_at: new Date(Date.now() + DAY).toISOString() });
      const res = await call(writer, 'PUT', `/${article.id}/update`, { title: '承認後に直した更新版' });
      expect(res.statusCode).toBe(200);
      expect(res.json().notice).toContain('校正待ちに戻しました');
      expect(res.json().update.review_state).toBe('pending');
      expect((await applyDueUpdates(t.deps, { now: new Date(Date.now() + 2 * DAY) })).applied).toBe(0);
    });
  });

  describe.runIf(kind === 'postgres')('at the same moment', () => {
    it('puts an update live once when two admins approve it at once', async () => {
      const article = await liveArticle('同時に承認される記事');
      await saveUpdate(writer, article.id, { title: '一度だけ公開される更新版' });
      await act(writer, article.id, { action: 'submit' });
      const before = (await approvedRevisions(article.id)).length;
      const results = await Promise.all(
        [admin, otherAdmin].map((headers) =>
          call(headers, 'POST', `/${article.id}/update/review`, { action: 'approve' }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.statusCode === 409)?.json().message).toBe(
        'この記事に更新版はありません（公開されたか、破棄されました）',
      );
      expect(await approvedRevisions(article.id)).toHaveLength(before + 1);
      expect(await publicTitle(article.id)).toBe('一度だけ公開される更新版');
    });

    it('puts an update live once when the job runs twice at once', async () => {
      const article = await liveArticle('二重に走る仕事');
      await saveUpdate(admin, article.id, { title: '一度だけ入れ替わる' });
      const at = new Date(Date.now() + DAY);
      await act(admin, article.id, { action: 'approve', go_live_at: at.toISOString() });
      const before = (await approvedRevisions(article.id)).length;
      const later = new Date(at.getTime() + 60_000);
      const runs = await Promise.all([
        applyDueUpdates(t.deps, { now: later }),
        applyDueUpdates(t.deps, { now: later }),
      ]);
      expect(runs.reduce((sum, run) => sum + run.applied, 0)).toBe(1);
      expect(await approvedRevisions(article.id)).toHaveLength(before + 1);
      expect(await publicTitle(article.id)).toBe('一度だけ入れ替わる');
    });

    it('keeps both a save of the live article and the update going live at the same moment', async () => {
      const article = await liveArticle('同時に保存される記事');
      await saveUpdate(admin, article.id, { title: '入れ替わったタイトル' });
      const at = new Date(Date.now() + DAY);
      await act(admin, article.id, { action: 'approve', go_live_at: at.toISOString() });
      const [save, run] = await Promise.all([
        call(admin, 'PATCH', '/update', { id: article.id, lead: '同時に直したリード' }),
        applyDueUpdates(t.deps, { now: new Date(at.getTime() + 60_000) }),
      ]);
      expect(save.statusCode, save.body).toBe(200);
      expect(run.applied).toBe(1);
      const live = (await call(admin, 'GET', `/view?id=${article.id}`)).json().article;
      expect(live).toMatchObject({ title: '入れ替わったタイトル', lead: '同時に直したリード' });
    });
  });
});
