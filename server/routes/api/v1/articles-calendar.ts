// /api/v1/articles/calendar: the editorial calendar's articles, for staff.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CALENDAR_MAX_DAYS, calendarQuery, calendarResponse } from '../../../../contract/calendar.ts';
import { errorResponses } from '../../../../contract/common.ts';
import { requireWriter } from '../../../plugins/auth.ts';
import { listCalendarArticles } from '../../../services/articles/manage/list-calendar-articles.ts';

const articlesCalendar: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/calendar',
    {
      onRequest: requireWriter,
      schema: {
        tags: ['articles (manage)'],
        security: [{ jwt: [] }],
        operationId: 'listCalendarArticles',
        summary: `編集カレンダー：公開日時が from〜to（日本時間の日付、両端を含む、${CALENDAR_MAX_DAYS}日まで）の公開・予約記事を公開日時の順に。ライターは自分の記事だけ。期間が逆・長すぎるときは 400`,
        querystring: calendarQuery,
        response: { 200: calendarResponse, ...errorResponses(401, 422) },
      },
    },
    async (request) => listCalendarArticles(app.deps, { writer: request.writer!, query: request.query }),
  );
};

export default articlesCalendar;
