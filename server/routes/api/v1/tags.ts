// /api/v1/tags: tags and what readers follow.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countedTagSchema } from '../../../../contract/article-feeds.ts';
import { listTrendingTags } from '../../../services/tags/list-trending-tags.ts';

const tags: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/trendings',
    {
      schema: {
        tags: ['tags'],
        summary: '人気のタグ（直近7日間によく読まれた記事のタグ、閲覧数順）',
        response: { 200: z.object({ tags: z.array(countedTagSchema) }) },
      },
    },
    async () => ({ tags: await listTrendingTags(app.deps) }),
  );
};

export default tags;
