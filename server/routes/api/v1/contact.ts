// /api/v1/contact: the public contact form.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../contract/common.ts';
import { contactBody, contactResponse } from '../../../../contract/contact.ts';
import { sendContactMessage } from '../../../services/contact/send-contact-message.ts';

const contact: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        tags: ['contact'],
        summary: 'お問い合わせを送る（保存して管理者にメールする）',
        body: contactBody,
        response: { 201: contactResponse, ...errorResponses(422, 429) },
      },
    },
    async (request, reply) => {
      await sendContactMessage(app.deps, request.body);
      return reply
        .status(201)
        .send({ message: 'お問い合わせを受け付けました。内容を確認のうえ、担当者よりご連絡いたします。' });
    },
  );
};

export default contact;
