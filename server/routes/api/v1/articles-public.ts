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
import { articleListResponse, publicIndexQuery } from '../../../../contract/articles.ts';
import { messageBody, pageQuery, validationErrorBody } from '../../../../contract/common.ts';
import { listArticlesByTag, listFamousParents } from '../../../services/articles/list-articles-by-tag.ts';
import { listCategorizedArticles } from '../../../services/articles/list-categorized-articles.ts';
import { listPublicArticles } from '../../../services/articles/list-public-articles.ts';
import { listRecommendedArticles } from '../../../services/articles/recommended-articles.ts';
import { searchArticles } from '../../../services/articles/search-articles.ts';
import { listArticlesByWriter, listHighlights, listTrendingByTags } from '../../../services/articles/small-feeds.ts';
import { listPeriodTrending, listRank, listTrendingArticles } from '../../../services/articles/trending-articles.ts';

const errors = { 404: messageBody, 422: validationErrorBody };

const articlesPublic: FastifyPluginAsyncZod = async (app) => {
  const feed = { tags: ['articles (public)'] };

  app.get(
    '/public_index',
    {
      schema: {
        ...feed,
        summary: '公開中の記事一覧（新しい順）',
        querystring: publicIndexQuery,
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
        summary: 'タグごとの人気記事（7日間の閲覧数）。tag_ids はカンマ区切り',
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
        summary: '直近48時間の人気記事',
        querystring: trendingQuery,
        response: { 200: rankedCardsResponse, ...errors },
      },
    },
    async (request) => listTrendingArticles(app.deps, request.query.limit),
  );

  app.get(
    '/period_trending',
    {
      schema: {
        ...feed,
        summary: '期間別ランキング（day: 今日、week: 7日間、month: 30日間。日本時間）',
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
        summary: '30日間の閲覧数ランキング',
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
        summary: '有名人ママ・パパの記事',
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
    async (request) => listHighlights(app.deps, request.query.limit),
  );

  app.get(
    '/articles_by_writer',
    {
      schema: {
        ...feed,
        summary: 'ライターの公開記事',
        querystring: byWriterQuery,
        response: { 200: articleListResponse, ...errors },
      },
    },
    async (request) => listArticlesByWriter(app.deps, request.query),
  );
};

export default articlesPublic;
