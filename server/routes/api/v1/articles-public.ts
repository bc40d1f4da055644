// /api/v1/articles: what the public reads — index, feeds, rankings, search. No token needed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  byTagQuery,
  byTagResponse,
  byWriterQuery,
  cardsResponse,
  categorizedQuery,
  categorizedResponse,
  periodTrendingQuery,
  rankedCardsResponse,
  rankQuery,
  rankResponse,
  recommendedQuery,
  searchQuery,
  trendingByTagsQuery,
  trendingQuery,
} from '../../../../contract/article-feeds.ts';
import { articleListResponse } from '../../../../contract/articles.ts';
import { errorResponses, pageQuery } from '../../../../contract/common.ts';
import { listFamousParents } from '../../../services/articles/public/famous-parents.ts';
import { listHighlightedArticles } from '../../../services/articles/public/highlights.ts';
import { listArticlesByTag } from '../../../services/articles/public/list-articles-by-tag.ts';
import { listCategorizedArticles } from '../../../services/articles/public/list-categorized-articles.ts';
import { listPublicArticles } from '../../../services/articles/public/list-public-articles.ts';
import { listArticlesByWriter } from '../../../services/articles/public/public-writer-articles.ts';
import { listRecommendedArticles } from '../../../services/articles/public/recommended-articles.ts';
import { searchArticles } from '../../../services/articles/public/search-articles.ts';
import {
  listPeriodTrending,
  listRank,
  listTrendingArticles,
  listTrendingByTags,
} from '../../../services/articles/public/trending-articles.ts';

const errors = errorResponses(404, 422);

const articlesPublic: FastifyPluginAsyncZod = async (app) => {
  const feed = { tags: ['articles (public)'] };

  app.get(
    '/public_index',
    {
      schema: {
        ...feed,
        summary: '公開中の記事一覧（新しい順）',
        querystring: pageQuery,
        response: { 200: articleListResponse, ...errors },
      },
    },
    async (request) => listPublicArticles(app.deps, request.query),
  );

  app.get(
    '/categorized',
    {
      schema: {
        ...feed,
        summary: 'メインカテゴリ（またはサブカテゴリ）の記事、よく使われるタグ、7日間の人気記事',
        querystring: categorizedQuery,
        response: { 200: categorizedResponse, ...errors },
      },
    },
    async (request) => listCategorizedArticles(app.deps, request.query),
  );

  app.get(
    '/get_articles_by_tag',
    {
      schema: {
        ...feed,
        summary: 'タグの付いた記事',
        querystring: byTagQuery,
        response: { 200: byTagResponse, ...errors },
      },
    },
    async (request) => listArticlesByTag(app.deps, request.query),
  );

  app.get(
    '/get_recommended_articles',
    {
      schema: {
        ...feed,
        summary: 'おすすめ記事（共通するタグが多い順、足りなければ同じサブカテゴリの新着）',
        querystring: recommendedQuery,
        response: { 200: cardsResponse, ...errors },
      },
    },
    async (request) => listRecommendedArticles(app.deps, request.query),
  );

  app.get(
    '/get_trending_articles_by_tags',
    {
      schema: {
        ...feed,
        summary: 'タグの付いた記事の人気順（7日間の閲覧数）。tag_ids はカンマ区切り、または tag_id を繰り返し指定',
        querystring: trendingByTagsQuery,
        response: { 200: rankedCardsResponse, ...errors },
      },
    },
    async (request) => listTrendingByTags(app.deps, request.query),
  );

  app.get(
    '/trending',
    {
      schema: {
        ...feed,
        summary: '直近48時間（日本時間の今日と昨日）の人気記事',
        querystring: trendingQuery,
        response: { 200: rankedCardsResponse, ...errors },
      },
    },
    async (request) => listTrendingArticles(app.deps, request.query),
  );

  app.get(
    '/period_trending',
    {
      schema: {
        ...feed,
        summary: '期間別ランキング（day: 今日、まだ閲覧がなければ昨日／week: 7日間／month: 30日間。日本時間）',
        querystring: periodTrendingQuery,
        response: { 200: rankedCardsResponse, ...errors },
      },
    },
    async (request) => listPeriodTrending(app.deps, request.query),
  );

  app.get(
    '/rank',
    {
      schema: {
        ...feed,
        summary: '30日間の閲覧数ランキング（各記事に views と rank 付き）',
        querystring: rankQuery,
        response: { 200: rankResponse, ...errors },
      },
    },
    async (request) => listRank(app.deps, request.query),
  );

  app.get(
    '/search',
    {
      schema: {
        ...feed,
        summary: 'タイトル・リードのキーワード検索（全角半角・大文字小文字を区別しない、スペース区切りで AND）',
        querystring: searchQuery,
        response: { 200: articleListResponse, ...errors },
      },
    },
    async (request) => searchArticles(app.deps, request.query),
  );

  app.get(
    '/famous_parents',
    {
      schema: {
        ...feed,
        summary: '有名人ママ・パパの記事（famous_parents タグ）',
        querystring: pageQuery,
        response: { 200: articleListResponse, ...errors },
      },
    },
    async (request) => listFamousParents(app.deps, request.query),
  );

  app.get(
    '/highlights',
    {
      schema: {
        ...feed,
        summary: 'トップのカルーセルに載せる注目記事',
        querystring: trendingQuery,
        response: { 200: cardsResponse, ...errors },
      },
    },
    async (request) => listHighlightedArticles(app.deps, request.query),
  );

  app.get(
    '/articles_by_writer',
    {
      schema: {
        ...feed,
        summary: 'ライターの公開記事（writer_id、または id で指定）',
        querystring: byWriterQuery,
        response: { 200: articleListResponse, ...errors },
      },
    },
    async (request) => listArticlesByWriter(app.deps, request.query),
  );
};

export default articlesPublic;
